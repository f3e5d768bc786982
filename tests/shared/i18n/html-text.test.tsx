// @vitest-environment jsdom
// DOMPurify needs a DOM that parses like a browser; happy-dom keeps <script> and handlers through it.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlText, sanitizeHtml } from '../../../shared/i18n/html-text';

/** The sanitised HTML, parsed again, to ask what is left. */
const clean = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

describe('HtmlText: CMS, campaign and translation HTML through one allow-list (issue #10, 7)', () => {
  it('keeps harmless markup and strips scripts and handlers from translations', () => {
    const { container } = render(
      <HtmlText html={'We have <strong>60</strong> labels<script>alert(1)</script><img src="x" onerror="alert(2)">'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('60');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('keeps text markup, lists, tables, images and links', () => {
    const box = clean(
      '<h2>Spring</h2><p><em>New</em> <a href="/campaigns/1" title="More">products</a></p><ul><li>a</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table><img src="/logo.png" alt="Logo">',
    );
    expect(box.querySelector('h2')?.textContent).toBe('Spring');
    expect(box.querySelector('a')?.getAttribute('href')).toBe(`${location.origin}/campaigns/1`);
    expect(box.querySelector('a')?.getAttribute('title')).toBe('More');
    expect(box.querySelector('li')?.textContent).toBe('a');
    expect(box.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('Logo');
  });

  it('drops style attributes and <style> elements', () => {
    const box = clean('<p style="position:fixed;inset:0">Overlay</p><style>body{display:none}</style>');
    expect(box.querySelector('[style]')).toBeNull();
    expect(box.querySelector('style')).toBeNull();
    expect(box.textContent).toBe('Overlay');
  });

  it('drops forms, inputs and buttons', () => {
    const box = clean(
      '<form action="https://evil.example/login"><input name="password" type="password"><button>Log in</button></form>',
    );
    expect(box.querySelector('form, input, button')).toBeNull();
  });

  it('drops data-widget and other data-* attributes, so CMS text cannot mount an island', () => {
    const box = clean('<div data-widget="checkout-basket" data-props="{}">x</div>');
    expect(box.querySelector('div')?.attributes).toHaveLength(0);
  });

  it('drops id and class', () => {
    const box = clean('<p id="page-context" class="wsh-dialog">x</p>');
    expect(box.querySelector('p')?.attributes).toHaveLength(0);
  });

  it('keeps the text of a javascript: link but not the link', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#9;script:alert(1)',
      ' javascript:alert(1)',
      '//evil.example/',
      '/\\evil.example',
    ]) {
      const a = clean(`<a href="${href}">Click</a>`).querySelector('a');
      expect(a?.hasAttribute('href'), href).toBe(false);
      expect(a?.textContent).toBe('Click');
    }
  });

  it('gives target=_blank links rel="noopener", whatever rel the text had', () => {
    const box = clean(
      '<a href="https://supplier.example/" target="_blank" rel="opener">Supplier</a><a href="/x">Here</a>',
    );
    const [blank, same] = [...box.querySelectorAll('a')];
    expect(blank?.getAttribute('rel')).toBe('noopener');
    expect(blank?.getAttribute('target')).toBe('_blank');
    expect(same?.hasAttribute('rel')).toBe(false);
  });
});
