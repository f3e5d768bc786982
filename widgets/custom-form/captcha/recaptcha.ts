import { defineWidget } from '../../../shared/islands/define-widget';
import { sharedModules } from '../../../shared/islands/shared-modules';
import type { CaptchaAdapter } from './adapter';

/** A lazy chunk names the shared-module table, so esbuild keeps the core in one chunk (docs/areas/build-and-loading.md). */
export const shared = [sharedModules, defineWidget];

/** Google reCAPTCHA v2's explicit-render API (developers.google.com/recaptcha/docs/display: grecaptcha.render, reset). */
interface ReCaptcha {
  render(element: HTMLElement, params: Record<string, unknown>): number;
  reset(id: number): void;
}
declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

export const adapter: CaptchaAdapter = {
  scriptUrl: (onload, language) => `${RECAPTCHA_SCRIPT}?onload=${onload}&render=explicit&hl=${language}`,
  render(element, sitekey, _language, { onToken, onLost }) {
    const api = window.grecaptcha!;
    const id = api.render(element, {
      sitekey,
      callback: onToken,
      'expired-callback': onLost,
      'error-callback': onLost,
    });
    // v2 has no remove: the element goes with the form, and the widget with it.
    return { reset: () => api.reset(id), remove: () => element.replaceChildren() };
  },
};
