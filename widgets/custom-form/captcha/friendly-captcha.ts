import { defineWidget } from '../../../shared/islands/define-widget';
import { sharedModules } from '../../../shared/islands/shared-modules';
import type { CaptchaAdapter } from './adapter';

/** A lazy chunk names the shared-module table, so esbuild keeps the core in one chunk (docs/areas/build-and-loading.md). */
export const shared = [sharedModules, defineWidget];

/**
 * Friendly Captcha v2, the version its documentation calls current (developer.friendlycaptcha.com/docs/v2;
 * v1's `friendlyChallenge.WidgetInstance` is the legacy one): the SDK's site script, a module, puts
 * `frcaptcha` on the window; `createWidget` draws a widget that says `frc:widget.complete` with the
 * response, `frc:widget.expire` and `frc:widget.error`, and has `reset` and `destroy`.
 */
interface FriendlyWidget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  reset(): void;
  destroy(): void;
}
interface FriendlyCaptchaSdk {
  createWidget(options: { element: HTMLElement; sitekey: string; language?: string }): FriendlyWidget;
}
declare global {
  interface Window {
    frcaptcha?: FriendlyCaptchaSdk;
  }
}

/** Pinned, as Friendly Captcha advises: a new SDK version is taken on purpose (and the CSP's script-src follows). */
export const FRIENDLY_CAPTCHA_SCRIPT = 'https://cdn.jsdelivr.net/npm/@friendlycaptcha/sdk@0.1.27/site.min.js';

export const adapter: CaptchaAdapter = {
  scriptUrl: () => FRIENDLY_CAPTCHA_SCRIPT,
  module: true,
  render(element, sitekey, language, { onToken, onLost }) {
    const widget = window.frcaptcha!.createWidget({ element, sitekey, language });
    widget.addEventListener('frc:widget.complete', (event) =>
      onToken((event as CustomEvent<{ response: string }>).detail.response),
    );
    widget.addEventListener('frc:widget.expire', onLost);
    widget.addEventListener('frc:widget.error', onLost);
    return { reset: () => widget.reset(), remove: () => widget.destroy() };
  },
};
