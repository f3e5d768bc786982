import { describe, expect, it } from 'vitest';
import { parseFields } from '../../page-context/fields';
import { f } from '../../page-context/widget-fields';
import { isoDateTime } from '../../widgets/countdown/iso-date-time-field';

describe('fields', () => {
  const schema = {
    endTime: isoDateTime({ description: 'end' }),
    count: f.number({ description: 'n', integer: true, min: 1, default: 5 }),
    mode: f.oneOf(['a', 'b'] as const, { description: 'm', default: 'a' }),
    flag: f.boolean({ description: 'b', default: false }),
    link: f.url({ description: 'u', default: undefined }),
    note: f.optionalString({ description: 'o' }),
  };

  it('applies documented defaults and keeps given values', () => {
    const r = parseFields(schema, { endTime: '2026-12-24T12:00:00+01:00', count: '7', flag: 'true' });
    expect(r).toEqual({
      ok: true,
      value: {
        endTime: '2026-12-24T12:00:00+01:00',
        count: 7,
        mode: 'a',
        flag: true,
        link: undefined,
        note: undefined,
      },
      unknownKeys: [],
    });
  });

  it('reports every problem at once, naming the field', () => {
    const r = parseFields(schema, { endTime: 'tomorrow', count: 2.5, mode: 'c', link: 'javascript:alert(1)' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toHaveLength(4);
    expect(r.problems[0]).toMatch(/^endTime: expected an ISO 8601 date-time/);
    expect(r.problems[1]).toBe('count: expected an integer, got 2.5');
    expect(r.problems[2]).toBe('mode: expected one of "a", "b", got "c"');
    expect(r.problems[3]).toMatch(/^link: expected a relative or http\(s\) URL/);
  });

  it('requires fields without a default and refuses non-objects', () => {
    expect(parseFields(schema, {})).toEqual({ ok: false, problems: ['endTime: is required'] });
    expect(parseFields(schema, [1, 2])).toEqual({ ok: false, problems: ['expected a JSON object, got [1,2]'] });
  });

  it('lists unknown keys so the widget can warn editors about typos', () => {
    const r = parseFields(schema, { endTime: '2026-01-01', heading: 'x' });
    expect(r.ok && r.unknownKeys).toEqual(['heading']);
  });

  it('exposes type, default and description for the catalogue', () => {
    expect(schema.mode.type).toBe('"a" | "b"');
    expect(schema.count.defaultValue).toBe(5);
    expect(schema.endTime.required).toBe(true);
    expect(schema.flag.required).toBe(false);
  });

  describe('URL props are checked with safeHref when read (issue #10, 7)', () => {
    const link = f.url({ description: 'u', default: '/' });
    const next = f.url({ description: 'n', default: '/', sameOrigin: true });
    const pattern = f.urlPattern({ description: 'p', default: '/product/{id}' });

    it('accepts relative and http(s) links and keeps them as written', () => {
      for (const ok of ['/basket', 'search.html?x=1', '../brands', 'https://supplier.example/news'])
        expect(link.parse(ok)).toEqual({ ok: true, value: ok });
    });

    it.each([
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '/bas\x00ket',
      '//evil.example/',
      '/\\evil.example',
      'data:text/html,x',
      'mailto:a@b.dk',
      '',
    ])('gives the editor an inline error for %j', (bad) =>
      expect(link.parse(bad)).toEqual({ ok: false, problem: `expected a relative or http(s) URL, got "${bad}"` }),
    );

    it('refuses another site where the prop must stay on this one', () => {
      expect(next.parse('receipt.html')).toEqual({ ok: true, value: 'receipt.html' });
      expect(next.parse(`${location.origin}/receipt`).ok).toBe(true);
      expect(next.parse('https://evil.example/receipt')).toEqual({
        ok: false,
        problem: 'expected a same-origin URL, got "https://evil.example/receipt"',
      });
    });

    it('takes a product URL pattern only with {id} and a safe address around it', () => {
      expect(pattern.parse('/product.html?id={id}')).toEqual({ ok: true, value: '/product.html?id={id}' });
      expect(pattern.parse('https://shop.example/p/{id}').ok).toBe(true);
      for (const bad of ['/product.html', 'javascript:go({id})', '{id}:alert(1)', '//evil.example/{id}'])
        expect(pattern.parse(bad).ok, bad).toBe(false);
      expect(pattern.type).toBe('URL with {id}');
    });
  });
});
