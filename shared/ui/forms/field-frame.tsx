import { useId, type ReactNode } from 'react';
import { adoptStyles } from '../primitives/adopt-styles';
import formsCss from './forms.css?inline';

export interface FieldProps {
  /** The visible label (never a placeholder instead: it vanishes as the buyer types). */
  label: string;
  /** Keeps the label for screen readers only, where the context names the field (a row's rename input). */
  hideLabel?: boolean;
  /** Help shown under the label, read with the field. */
  hint?: string;
  /** The message under the field; when set the field is aria-invalid and described by it. */
  error?: string;
  className?: string;
}

export interface ControlIds {
  id: string;
  invalid: true | undefined;
  describedBy: string | undefined;
}

/** Label, hint, control and inline message of one field, wired with ids (aria-describedby, aria-invalid). */
export function FieldFrame({
  label,
  hideLabel = false,
  hint,
  error,
  className = '',
  children,
}: FieldProps & { children(ids: ControlIds): ReactNode }) {
  adoptStyles('wsh-forms', formsCss);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`wsh-field${error ? ' wsh-field--invalid' : ''} ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'wsh-visually-hidden' : 'wsh-field__label'}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="wsh-field__hint">
          {hint}
        </p>
      )}
      {children({ id, invalid: error ? true : undefined, describedBy })}
      {error && (
        <p id={errorId} className="wsh-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
