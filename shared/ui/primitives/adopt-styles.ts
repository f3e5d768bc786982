const adopted = new Set<string>();

/**
 * Adds a widget's CSS to the document once, before its first render, so there is no flash of
 * unstyled content. Constructable stylesheets where supported (not blocked by a style-src CSP),
 * otherwise a <style> element carrying the page's CSP nonce (csp-nonce.ts), which a strict style-src needs.
 */
export function adoptStyles(key: string, css: string): void {
  if (adopted.has(key) || !css) return;
  adopted.add(key);
  if (
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    Array.isArray(document.adoptedStyleSheets)
  ) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      return;
    } catch {
      // fall through to a <style> element
    }
  }
  const style = document.createElement('style');
  style.dataset.wshStyle = key;
  const nonce = window.__wshLoader?.nonce; // the loader's own (shared/islands/csp-nonce.ts)
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  document.head.appendChild(style);
}
