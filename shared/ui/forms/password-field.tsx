import { forwardRef, useState } from 'react';
import { adoptStyles } from '../primitives/adopt-styles';
import { FieldFrame, type FieldProps } from './field-frame';
import passwordCss from './password-field.css?inline';

export interface PasswordFieldProps extends FieldProps {
  value: string;
  onValueChange(value: string): void;
  /** `current-password` (login) or `new-password` (reset), so password managers fill or offer one. */
  autoComplete: 'current-password' | 'new-password';
  /** The toggle's name, e.g. "Show password"; it stays the same while `aria-pressed` says the state. */
  toggleLabel: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/**
 * A password input with a show/hide toggle: a real button with `aria-pressed` (Enter and Space work,
 * a screen reader says "pressed"), after the input in the tab order. Showing switches the input to
 * type text; the value and the caret stay as they were.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, hideLabel, hint, error, className, value, onValueChange, autoComplete, toggleLabel, ...input },
  ref,
) {
  adoptStyles('wsh-password-field', passwordCss);
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame label={label} hideLabel={hideLabel} hint={hint} error={error} className={className}>
      {({ id, invalid, describedBy }) => (
        <div className="wsh-password-field">
          <input
            {...input}
            ref={ref}
            id={id}
            type={shown ? 'text' : 'password'}
            className="wsh-field__input wsh-password-field__input"
            value={value}
            autoComplete={autoComplete}
            // A shown password is still a password: no spelling service, no capitalisation.
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onValueChange(event.target.value)}
          />
          <button
            type="button"
            className="wsh-button wsh-button--secondary wsh-password-field__toggle"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((s) => !s)}
          >
            {toggleLabel}
          </button>
        </div>
      )}
    </FieldFrame>
  );
});
