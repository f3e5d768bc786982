import { lazy, Suspense } from 'react';
import { useT } from '../../../shared/i18n/use-translation';
import { NS } from '../texts';
import { DemoCaptcha } from './demo-captcha';
import type { CaptchaProps, CaptchaProvider } from './provider';
import type { CaptchaProviderName, ScriptProviderName } from './provider-names';

/** The services' widget and script loading: a chunk of its own, so a form without such a captcha never loads it. */
const ScriptCaptcha = lazy(() => import('./script-captcha'));

function serviceCaptcha(provider: ScriptProviderName): CaptchaProvider {
  return function ServiceCaptcha(props: CaptchaProps) {
    const t = useT(NS);
    return (
      <Suspense
        fallback={
          <p className="wsh-custom-form__captcha-note" role="status">
            {t('captchaLoading')}
          </p>
        }
      >
        <ScriptCaptcha provider={provider} {...props} />
      </Suspense>
    );
  };
}

/** Every provider name an editor may write, drawn by its component. */
export const captchaProviders: Record<CaptchaProviderName, CaptchaProvider> = {
  demo: DemoCaptcha,
  turnstile: serviceCaptcha('turnstile'),
  hcaptcha: serviceCaptcha('hcaptcha'),
  recaptcha: serviceCaptcha('recaptcha'),
  'friendly-captcha': serviceCaptcha('friendly-captcha'),
};
