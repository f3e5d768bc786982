import { defineWidget } from '../../../shared/islands/define-widget';
import { sharedModules } from '../../../shared/islands/shared-modules';
import type { CaptchaAdapter } from './adapter';

/** A lazy chunk names the shared-module table, so esbuild keeps the core in one chunk (docs/areas/build-and-loading.md). */
export const shared = [sharedModules, defineWidget];

/** Cloudflare Turnstile's explicit-render API (developers.cloudflare.com/turnstile: turnstile.render, reset, remove). */
interface Turnstile {
  render(element: HTMLElement, params: Record<string, unknown>): string | null | undefined;
  reset(id: string): void;
  remove(id: string): void;
}
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

export const adapter: CaptchaAdapter = {
  scriptUrl: (onload) => `${TURNSTILE_SCRIPT}?render=explicit&onload=${onload}`,
  render(element, sitekey, language, { onToken, onLost }) {
    const api = window.turnstile!;
    const id = api.render(element, {
      sitekey,
      language,
      callback: onToken,
      'expired-callback': onLost,
      'error-callback': onLost,
    });
    if (!id) throw new Error('turnstile.render drew no widget');
    return { reset: () => api.reset(id), remove: () => api.remove(id) };
  },
};
