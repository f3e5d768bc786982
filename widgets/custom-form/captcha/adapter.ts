/**
 * One captcha service's documented browser API, behind the same small interface (one file per provider,
 * each a chunk of its own, loaded only once a form with that provider is shown: script-captcha.tsx).
 */
export interface CaptchaCallbacks {
  /** The challenge was answered: the token the server verifies (sent in SPEC 7's captcha-response header). */
  onToken(token: string): void;
  /** The token expired or the challenge failed: there is no response any more. */
  onLost(): void;
}

/** A widget drawn into an element: reset (SPEC 8, after a 400) and remove (the form leaves). */
export interface CaptchaWidget {
  reset(): void;
  remove(): void;
}

export interface CaptchaAdapter {
  /**
   * The provider's script, a constant of its file: explicit rendering, calling `onload` (the name of a
   * global function) once its API is ready, in the page's language where the provider takes one.
   */
  scriptUrl(onload: string, language: string): string;
  /** A module script that calls no onload function (Friendly Captcha v2): ready once it has run. */
  module?: boolean;
  /** Draws the challenge into `element` (a fresh element the widget owns). */
  render(element: HTMLElement, siteKey: string, language: string, callbacks: CaptchaCallbacks): CaptchaWidget;
}
