import { defineWidget } from '../../../shared/islands/define-widget';
import { sharedModules } from '../../../shared/islands/shared-modules';
import type { CaptchaAdapter } from './adapter';

/** A lazy chunk names the shared-module table, so esbuild keeps the core in one chunk (docs/areas/build-and-loading.md). */
export const shared = [sharedModules, defineWidget];

/** hCaptcha's explicit-render API (docs.hcaptcha.com: hcaptcha.render, reset, remove). */
interface HCaptcha {
  render(element: HTMLElement, params: Record<string, unknown>): string;
  reset(id: string): void;
  remove(id: string): void;
}
declare global {
  interface Window {
    hcaptcha?: HCaptcha;
  }
}

export const HCAPTCHA_SCRIPT = 'https://js.hcaptcha.com/1/api.js';

export const adapter: CaptchaAdapter = {
  // recaptchacompat=off: the page keeps `grecaptcha` free, for a reCAPTCHA form on the same page.
  scriptUrl: (onload, language) =>
    `${HCAPTCHA_SCRIPT}?render=explicit&onload=${onload}&recaptchacompat=off&hl=${language}`,
  render(element, sitekey, _language, { onToken, onLost }) {
    const api = window.hcaptcha!;
    const id = api.render(element, {
      sitekey,
      callback: onToken,
      'expired-callback': onLost,
      'chalexpired-callback': onLost,
      'error-callback': onLost,
    });
    return { reset: () => api.reset(id), remove: () => api.remove(id) };
  },
};
