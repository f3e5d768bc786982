import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $pageContext } from '../../../shared/context/page-context';
import { useT } from '../../../shared/i18n/use-translation';
import { defineWidget } from '../../../shared/islands/define-widget';
import { sharedModules } from '../../../shared/islands/shared-modules';
import type { CaptchaAdapter, CaptchaWidget } from './adapter';
import { loadProviderScript } from './load-script';
import type { CaptchaProps } from './provider';
import type { ScriptProviderName } from './provider-names';

/** A lazy chunk names the shared-module table, so esbuild keeps the core in one chunk (docs/areas/build-and-loading.md). */
export const shared = [sharedModules, defineWidget];

/** Each provider's adapter is a chunk of its own: a form loads only the one it names. */
const ADAPTERS: Record<ScriptProviderName, () => Promise<{ adapter: CaptchaAdapter }>> = {
  turnstile: () => import('./turnstile'),
  hcaptcha: () => import('./hcaptcha'),
  recaptcha: () => import('./recaptcha'),
  'friendly-captcha': () => import('./friendly-captcha'),
};

/**
 * A captcha service's widget (this file is a chunk of its own, loaded when a form with such a captcha is
 * shown, so the provider's script is never asked for before): the adapter and the provider's script load,
 * then the widget is drawn into an element of its own. Its token is the form's response; an expired or
 * failed challenge is none. A new `round` (a 400, SPEC 8) resets it through the provider's own reset. A
 * script that cannot be loaded (offline, blocked by the page's CSP) says so, with a retry.
 */
export default function ScriptCaptcha({
  provider,
  siteKey,
  onResponse,
  invalid,
  describedBy,
  round,
}: CaptchaProps & { provider: ScriptProviderName }) {
  // The namespace's name, not texts.ts's NS: importing that file would move the texts out of the form's chunk.
  const t = useT('custom-form');
  const { language } = useStore($pageContext);
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<CaptchaWidget | null>(null);
  const respond = useRef(onResponse);
  respond.current = onResponse;
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    // The provider owns this element's content; React owns the box around it.
    const host = document.createElement('div');
    box.current?.append(host);
    ADAPTERS[provider]()
      .then(async ({ adapter }) => {
        await loadProviderScript(provider, adapter, language);
        if (!live) return;
        widget.current = adapter.render(host, siteKey, language, {
          onToken: (token) => respond.current(token),
          onLost: () => respond.current(null),
        });
        setPhase('ready');
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.error(`[wsh] custom-form: the ${provider} captcha could not be loaded`, error);
        setPhase('failed');
      });
    return () => {
      live = false;
      widget.current?.remove();
      widget.current = null;
      host.remove();
    };
  }, [provider, siteKey, language, attempt]);

  const firstRound = useRef(round);
  useEffect(() => {
    if (round !== firstRound.current) widget.current?.reset();
  }, [round]);

  return (
    <div
      className="wsh-custom-form__captcha wsh-custom-form__captcha--service"
      role="group"
      aria-label={t('captchaLabel')}
      tabIndex={-1}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <div ref={box} className="wsh-custom-form__captcha-box" />
      {phase === 'loading' && (
        <p className="wsh-custom-form__captcha-note" role="status">
          {t('captchaLoading')}
        </p>
      )}
      {phase === 'failed' && (
        <div className="wsh-custom-form__captcha-failed" role="alert">
          <p>{t('captchaFailed')}</p>
          <button
            type="button"
            className="wsh-button wsh-button--secondary"
            onClick={() => {
              setPhase('loading');
              setAttempt((n) => n + 1);
            }}
          >
            {t('captchaRetry')}
          </button>
        </div>
      )}
    </div>
  );
}
