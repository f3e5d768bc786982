import { forwardRef } from 'react';
import { emailListProblem } from '../../domain/forms/field-rules';
import { TextField, type TextFieldProps } from './text-field';
import { useFormsT, useProblemText } from './use-forms-t';

export interface EmailListFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'required'> {
  /** Show the field's own problem (from the first submit attempt on: `submit.attempted`). */
  showProblem: boolean;
  /** At least one address (SPEC 5 allows the empty field; a form that sends to someone does not). */
  required?: boolean;
}

/**
 * SPEC 5, multiple e-mail field: comma-separated addresses, each trimmed; the message names every entry
 * that is not an address. Check the same rule before sending with `emailListProblem(value, { required })`
 * (shared/domain/forms/field-rules.ts) and send `formatEmailList(parseEmailList(value).addresses)`.
 * A text input, not type="email" multiple: the browser would rewrite the value while it is typed.
 * An `error` given (the server refused an address) is shown instead of the field's own problem.
 */
export const EmailListField = forwardRef<HTMLInputElement, EmailListFieldProps>(function EmailListField(
  { showProblem, required = false, error, hint, ...rest },
  ref,
) {
  const t = useFormsT();
  const problemText = useProblemText();
  const own = showProblem ? problemText(emailListProblem(rest.value, { required })) : '';
  return (
    <TextField
      {...rest}
      ref={ref}
      type="text"
      inputMode="email"
      autoComplete={rest.autoComplete ?? 'off'}
      autoCapitalize="none"
      spellCheck={false}
      required={required}
      hint={hint ?? t('emailListHint')}
      error={error || own || undefined}
    />
  );
});
