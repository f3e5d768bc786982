/**
 * The captcha providers the bundle can draw, by the name an editor writes in the `captcha` prop: the demo
 * stand-in (QA), and the services CMS editors use, each loaded from its own origin only when the form is
 * shown (script-captcha.tsx); the shop's Content-Security-Policy must allow that origin
 * (docs/cms-editors.md, "Captcha providers").
 */
export const CAPTCHA_PROVIDERS = ['demo', 'turnstile', 'hcaptcha', 'recaptcha', 'friendly-captcha'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];
/** The providers whose script comes from their own origin (all but the demo's stand-in). */
export type ScriptProviderName = Exclude<CaptchaProviderName, 'demo'>;
