/** A custom form's captcha as the editor configured it (issue 18; SPEC 5 "Captcha form"). */
export interface CaptchaConfig {
  /** Which provider draws the challenge (the bundle's seam names the ones it has). */
  provider: string;
  /** The provider's public key for this site. */
  siteKey: string;
  /** Shown when the visitor submits without answering the captcha (SPEC 5: "the configured error message"). */
  errorMessage: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : (JSON.stringify(v) ?? String(v)));

/** The `captcha` prop: `{ provider, siteKey, errorMessage }`, with a provider among `providers`. */
export function readCaptchaConfig(
  raw: unknown,
  providers: readonly string[],
): { ok: true; value: CaptchaConfig } | { ok: false; problems: string[] } {
  if (!isObject(raw))
    return { ok: false, problems: [`expected { provider, siteKey, errorMessage }, got ${show(raw)}`] };
  const problems: string[] = [];
  const { provider, siteKey, errorMessage } = raw;
  if (typeof provider !== 'string' || !providers.includes(provider))
    problems.push(`provider: expected one of ${providers.map(show).join(', ')}, got ${show(provider)}`);
  if (typeof siteKey !== 'string' || siteKey.trim() === '' || siteKey.length > 200)
    problems.push(`siteKey: expected the provider's site key (a non-empty text), got ${show(siteKey)}`);
  if (typeof errorMessage !== 'string' || errorMessage.trim() === '')
    problems.push(`errorMessage: expected the text shown when the captcha is not answered, got ${show(errorMessage)}`);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: { provider: provider as string, siteKey: siteKey as string, errorMessage: errorMessage as string },
  };
}

/**
 * SPEC 5, captcha form: with a captcha present, a response is required before submit; otherwise the
 * configured error message is shown. Returns that message, or null when the form may be sent.
 */
export function captchaProblem(captcha: CaptchaConfig | undefined, response: string | null): string | null {
  if (!captcha) return null;
  return response && response.trim() !== '' ? null : captcha.errorMessage;
}

/**
 * The demo stand-in's response for a site key: what the mock API verifies. It proves the wiring (the
 * header, the reset on a 400), not that a person answered: a real provider's token comes from its server.
 */
export const demoCaptchaResponse = (siteKey: string): string => `demo-pass:${siteKey}`;
