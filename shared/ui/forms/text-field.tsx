import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from './field-frame';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'placeholder' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextFieldProps extends FieldProps, InputAttributes {
  value: string;
  onValueChange(value: string): void;
}

/** A labelled text input (type text, email, search, tel, password ...), with hint and inline message. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hideLabel, hint, error, className, value, onValueChange, type = 'text', ...input },
  ref,
) {
  return (
    <FieldFrame label={label} hideLabel={hideLabel} hint={hint} error={error} className={className}>
      {({ id, invalid, describedBy }) => (
        <input
          {...input}
          ref={ref}
          id={id}
          type={type}
          className="wsh-field__input"
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
});
