import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { sendCustomForm } from '../../shared/api/custom-form-api';
import { isApiHttpError } from '../../shared/api/http/errors';
import { captchaProblem } from '../../shared/domain/content/captcha';
import { emptyValues, formBody, formProblems, type FormValue } from '../../shared/domain/content/form-fields';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { Form, FormError, SubmitButton } from '../../shared/ui/forms/form';
import { submitFailure } from '../../shared/ui/forms/submit-failure';
import { useSubmit } from '../../shared/ui/forms/use-submit';
import { captchaProviders } from './captcha/providers';
import type { CaptchaProviderName } from './captcha/provider-names';
import { FormField } from './form-field';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/**
 * A form the CMS editor declares (issue 18, SPEC 7 Other): POSTed to `endpoint` with itemId and pageId,
 * the validation-group header and, with a captcha, the captcha-response header. SPEC 5: with a captcha,
 * no submit without a response (the editor's message instead). SPEC 8: a 400 shows the server's Message
 * and resets the captcha. Success replaces the form with the success text, focused.
 */
export function CustomForm({
  endpoint,
  itemId,
  validationGroup,
  fields,
  heading,
  submitText,
  successText,
  captcha,
}: Props) {
  const t = useT(NS);
  const { pageId } = useStore($pageContext);
  const headingId = useId();
  const captchaErrorId = useId();
  const [values, setValues] = useState(() => emptyValues(fields));
  const [captchaResponse, setCaptchaResponse] = useState<string | null>(null);
  // Raised after a 400: the provider resets its challenge (SPEC 8).
  const [captchaRound, setCaptchaRound] = useState(0);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const submit = useSubmit({
    failureMessage: (error) => {
      const failure = submitFailure(error);
      return failure && 'key' in failure && failure.key === 'saveFailed' ? t('failed') : undefined;
    },
  });

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const problems = formProblems(fields, values);
  const captchaMessage = captchaProblem(captcha, captchaResponse);
  const shownCaptchaMessage = submit.attempted ? captchaMessage : null;

  async function send() {
    const outcome = await submit.run(
      () =>
        sendCustomForm({
          endpoint,
          itemId,
          pageId,
          validationGroup,
          captchaResponse: captcha ? (captchaResponse ?? '') : undefined,
          values: formBody(fields, values),
        }),
      { valid: Object.keys(problems).length === 0 && captchaMessage === null },
    );
    if (outcome.status === 'done') setSent(true);
    // The server has seen (and so used up) the response of any answer it gave; SPEC 8 names the 400.
    if (captcha && outcome.status === 'failed' && isApiHttpError(outcome.error)) {
      setCaptchaResponse(null);
      setCaptchaRound((n) => n + 1);
    }
  }

  if (sent) {
    return (
      <div className="wsh-custom-form">
        <p ref={sentRef} className="wsh-custom-form__sent" role="status" tabIndex={-1}>
          {successText ?? t('sent')}
        </p>
      </div>
    );
  }

  const Captcha = captcha ? captchaProviders[captcha.provider as CaptchaProviderName] : undefined;
  return (
    <div className="wsh-custom-form">
      {heading && (
        <h2 id={headingId} className="wsh-custom-form__heading">
          {heading}
        </h2>
      )}
      <Form
        submit={submit}
        onSubmit={() => void send()}
        aria-labelledby={heading ? headingId : undefined}
        className="wsh-custom-form__form"
      >
        {fields.some((field) => field.required) && <p className="wsh-custom-form__note">{t('requiredNote')}</p>}
        {fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            problem={submit.attempted ? problems[field.name] : undefined}
            onChange={(value: FormValue) => setValues((current) => ({ ...current, [field.name]: value }))}
          />
        ))}
        {captcha && Captcha && (
          <div className={`wsh-custom-form__captcha-field${shownCaptchaMessage ? ' wsh-field--invalid' : ''}`}>
            <Captcha
              round={captchaRound}
              siteKey={captcha.siteKey}
              onResponse={setCaptchaResponse}
              invalid={shownCaptchaMessage !== null}
              describedBy={shownCaptchaMessage ? captchaErrorId : undefined}
            />
            {shownCaptchaMessage && (
              <p id={captchaErrorId} className="wsh-field__error">
                {shownCaptchaMessage}
              </p>
            )}
          </div>
        )}
        <FormError message={submit.error} />
        <SubmitButton busy={submit.busy} busyLabel={t('sending')}>
          {submitText ?? t('send')}
        </SubmitButton>
      </Form>
    </div>
  );
}
