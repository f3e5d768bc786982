import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptStyles } from '../../../shared/islands/adopt-styles';
import { reloadPageContext } from '../../../shared/stores/page-context';

const styleElements = () => [...document.querySelectorAll<HTMLStyleElement>('style[data-wsh-style]')];

function givenPageContext(json: string): void {
  document.body.innerHTML = `<script type="application/json" id="page-context">${json}</script>`;
  reloadPageContext();
}

afterEach(() => {
  document.adoptedStyleSheets = [];
});

describe('adoptStyles', () => {
  it('adopts a widget CSS once as a constructable stylesheet, which a strict style-src does not block', () => {
    givenPageContext('{"cspNonce":"n0nce"}');
    adoptStyles('countdown', '.wsh-countdown{color:red}');
    adoptStyles('countdown', '.wsh-countdown{color:red}');
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(styleElements()).toEqual([]);
  });

  it('falls back to a <style> element with the page context nonce where constructable stylesheets are missing (strict CSP)', () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    givenPageContext('{"cspNonce":"n0nce"}');
    adoptStyles('countdown', '.wsh-countdown{color:red}');
    adoptStyles('countdown', '.wsh-countdown{color:red}');
    expect(styleElements().map((s) => ({ key: s.dataset.wshStyle, nonce: s.nonce, css: s.textContent }))).toEqual([
      { key: 'countdown', nonce: 'n0nce', css: '.wsh-countdown{color:red}' },
    ]);
  });

  it('falls back to a <style> element without a nonce on a page whose context has none', () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    givenPageContext('{}');
    adoptStyles('countdown', '.wsh-countdown{color:red}');
    expect(styleElements()).toHaveLength(1);
    expect(styleElements()[0]!.hasAttribute('nonce')).toBe(false);
  });
});
