import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptStyles } from '../../../../shared/ui/primitives/adopt-styles';

const styleElements = () => [...document.querySelectorAll<HTMLStyleElement>('style[data-wsh-style]')];

/** The nonce the loader read from its own <script> (shared/islands/csp-nonce.ts); '' is none. */
function givenLoaderNonce(nonce: string): void {
  window.__wshLoader = { stop() {}, nonce };
}

afterEach(() => {
  document.adoptedStyleSheets = [];
  delete window.__wshLoader;
});

describe('adoptStyles', () => {
  it('adopts a widget CSS once as a constructable stylesheet, which a strict style-src does not block', () => {
    givenLoaderNonce('n0nce');
    adoptStyles('countdown', '.wsh-countdown{color:red}');
    adoptStyles('countdown', '.wsh-countdown{color:red}');
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(styleElements()).toEqual([]);
  });

  it("falls back to a <style> element with the loader's nonce where constructable stylesheets are missing (strict CSP)", () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    givenLoaderNonce('n0nce');
    adoptStyles('countdown', '.wsh-countdown{color:red}');
    adoptStyles('countdown', '.wsh-countdown{color:red}');
    expect(styleElements().map((s) => ({ key: s.dataset.wshStyle, nonce: s.nonce, css: s.textContent }))).toEqual([
      { key: 'countdown', nonce: 'n0nce', css: '.wsh-countdown{color:red}' },
    ]);
  });

  it('falls back to a <style> element without a nonce on a page whose loader has none', () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    givenLoaderNonce('');
    adoptStyles('countdown', '.wsh-countdown{color:red}');
    expect(styleElements()).toHaveLength(1);
    expect(styleElements()[0]!.hasAttribute('nonce')).toBe(false);
  });
});
