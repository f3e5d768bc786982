import { describe, expect, it } from 'vitest';
import { f, parseFields } from '../../page-context/fields';

describe('fields', () => {
  const schema = {
    endTime: f.isoDateTime({ description: 'end' }),
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
      value: { endTime: '2026-12-24T12:00:00+01:00', count: 7, mode: 'a', flag: true, link: undefined, note: undefined },
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
    expect(r.problems[3]).toMatch(/^link: expected an http\(s\) or relative URL/);
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
});
