import { DemoCaptcha } from './demo-captcha';
import type { CaptchaProvider } from './provider';
import type { CaptchaProviderName } from './provider-names';

/** Every provider name an editor may write, drawn by its component. */
export const captchaProviders: Record<CaptchaProviderName, CaptchaProvider> = {
  demo: DemoCaptcha,
};
