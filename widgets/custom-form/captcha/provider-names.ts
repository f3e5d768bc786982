/**
 * The captcha providers the bundle can draw, by the name an editor writes in the `captcha` prop. Only
 * the demo stand-in so far: a real provider (reCAPTCHA, hCaptcha, Turnstile) loads its script and frame
 * from its own origin, which the shop's Content-Security-Policy must then allow (docs/areas/custom-form.md).
 */
export const CAPTCHA_PROVIDERS = ['demo'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];
