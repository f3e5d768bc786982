import { useEffect, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { adoptStyles } from '../primitives/adopt-styles';
import formsCss from './forms.css?inline';
import { useFormsT } from './use-forms-t';
import type { Submit } from './use-submit';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** The form's `useSubmit()` (or `useEditMode().submit`). */
  submit: Pick<Submit, 'busy' | 'invalidAttempts'>;
  /** Called on submit (button, Enter); call `submit.run(...)` here. The page does not reload. */
  onSubmit(): void;
  children: ReactNode;
}

/**
 * A form without the browser's own validation bubbles (our messages, in the page's language), busy
 * while sending, that moves focus to the first invalid field when a submit is refused for a problem.
 */
export function Form({ submit, onSubmit, children, className = '', ...rest }: FormProps) {
  adoptStyles('wsh-forms', formsCss);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submit.invalidAttempts > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submit.invalidAttempts]);
  return (
    <form
      {...rest}
      ref={ref}
      className={`wsh-form ${className}`}
      noValidate
      aria-busy={submit.busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

export interface SubmitButtonProps {
  /** `submit.busy`: the button says so and stays focusable (aria-disabled); a click does nothing more. */
  busy: boolean;
  children: ReactNode;
  /** Shown while busy; default "Saving…". */
  busyLabel?: string;
  className?: string;
  danger?: boolean;
}

export function SubmitButton({ busy, children, busyLabel, className = '', danger = false }: SubmitButtonProps) {
  adoptStyles('wsh-forms', formsCss);
  const t = useFormsT();
  return (
    <button
      type="submit"
      className={`wsh-button wsh-form__submit${danger ? ' wsh-form__submit--danger' : ''} ${className}`}
      aria-disabled={busy || undefined}
    >
      {busy ? (busyLabel ?? t('saving')) : children}
    </button>
  );
}

/** The form-level message (`submit.error`): always on the page, so a new message is announced (role="alert"). */
export function FormError({ message, className = '' }: { message: string; className?: string }) {
  adoptStyles('wsh-forms', formsCss);
  return (
    <div role="alert" className={`wsh-form__error ${className}`}>
      {message}
    </div>
  );
}

/** A polite status line ("Saved"): always on the page, so the text is announced when it appears. */
export function FormStatus({ message, className = '' }: { message: string; className?: string }) {
  adoptStyles('wsh-forms', formsCss);
  return (
    <div role="status" className={`wsh-form__status ${className}`}>
      {message}
    </div>
  );
}
