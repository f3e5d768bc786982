import { describe, expect, it } from 'vitest';
import { captchaProblem, demoCaptchaResponse, readCaptchaConfig } from '../../../../shared/domain/content/captcha';
import { isValidationGroupName } from '../../../../shared/domain/content/validation-group';

const config = { provider: 'demo', siteKey: 'demo-site-key', errorMessage: 'Tick the box first.' };

describe('captchaProblem (SPEC 5, captcha form)', () => {
  it('with a captcha, no response means the configured error message', () => {
    expect(captchaProblem(config, null)).toBe('Tick the box first.');
    expect(captchaProblem(config, '  ')).toBe('Tick the box first.');
  });

  it('with a captcha and a response, or without a captcha, the form may be sent', () => {
    expect(captchaProblem(config, demoCaptchaResponse('demo-site-key'))).toBeNull();
    expect(captchaProblem(undefined, null)).toBeNull();
  });
});

describe("readCaptchaConfig (the custom form's captcha prop)", () => {
  it('reads provider, site key and message', () => {
    expect(readCaptchaConfig(config, ['demo'])).toEqual({ ok: true, value: config });
  });

  it('names an unknown provider, a missing site key and a missing message', () => {
    expect(readCaptchaConfig({ provider: 'recaptcha', siteKey: '', errorMessage: ' ' }, ['demo'])).toEqual({
      ok: false,
      problems: [
        'provider: expected one of "demo", got "recaptcha"',
        'siteKey: expected the provider\'s site key (a non-empty text), got ""',
        'errorMessage: expected the text shown when the captcha is not answered, got " "',
      ],
    });
    expect(readCaptchaConfig('demo', ['demo'])).toEqual({
      ok: false,
      problems: ['expected { provider, siteKey, errorMessage }, got "demo"'],
    });
  });
});

describe("isValidationGroupName (the custom form's validation group, sent in a header)", () => {
  it('takes letters, digits, ".", "_" and "-", 1 to 100 of them', () => {
    expect(isValidationGroupName('contact-form')).toBe(true);
    expect(isValidationGroupName('Forms.Contact_2')).toBe(true);
    expect(isValidationGroupName('x'.repeat(100))).toBe(true);
  });
  it('refuses empty, too long, spaces, line breaks and other characters', () => {
    for (const name of ['', 'x'.repeat(101), 'contact form', 'a\r\nX-Other: 1', 'kontakt-ø', 'a/b'])
      expect(isValidationGroupName(name), JSON.stringify(name)).toBe(false);
  });
});
