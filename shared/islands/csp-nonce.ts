/**
 * What loader.js leaves on the window for the chunks it loads, and for a second copy of itself. The chunks
 * read the page's CSP nonce from here (tracker scripts, widget CSS as <style>), not from the page context
 * (issue #32): a nonce in page text can leak, e.g. to dangling markup injected before it, while browsers
 * hide a nonce attribute from the DOM and CSS and keep it only in the element's `nonce` property, which
 * the loader reads from its own <script> as it starts (loader-runtime.ts).
 */
export interface LoaderHandle {
  stop(): void;
  /** The CSP nonce of the loader's own <script> (undefined without one), read as the loader started. */
  readonly nonce?: string;
}

declare global {
  interface Window {
    __wshLoader?: LoaderHandle;
  }
}
