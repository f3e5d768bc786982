import { useId } from 'react';
import type { FormFieldDeclaration, FormFieldProblem, FormValue } from '../../shared/domain/content/form-fields';
import { useT } from '../../shared/i18n/use-translation';
import { FieldFrame } from '../../shared/ui/forms/field-frame';
import { TextField } from '../../shared/ui/forms/text-field';
import { NS } from './texts';

interface Props {
  field: FormFieldDeclaration;
  value: FormValue;
  problem: FormFieldProblem | undefined;
  onChange(value: FormValue): void;
}

const AUTOCOMPLETE: Partial<Record<FormFieldDeclaration['type'], string>> = { email: 'email', tel: 'tel' };

/** One declared field, drawn with the form kit's label, hint and inline message wiring. */
export function FormField({ field, value, problem, onChange }: Props) {
  const t = useT(NS);
  const id = useId();
  const label = field.required ? `${field.label} *` : field.label;
  const error = !problem
    ? undefined
    : problem === 'email'
      ? t('email')
      : field.type === 'checkbox'
        ? t('requiredCheckbox')
        : field.type === 'select'
          ? t('requiredSelect')
          : t('required');
  const text = typeof value === 'string' ? value : '';

  if (field.type === 'checkbox') {
    const errorId = `${id}-error`;
    return (
      <div className={`wsh-field wsh-custom-form__check${error ? ' wsh-field--invalid' : ''}`}>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          className="wsh-custom-form__check-input"
          checked={value === true}
          required={field.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
        {error && (
          <p id={errorId} className="wsh-field__error wsh-custom-form__check-error">
            {error}
          </p>
        )}
      </div>
    );
  }
  if (field.type === 'textarea' || field.type === 'select') {
    return (
      <FieldFrame label={label} error={error}>
        {({ id: controlId, invalid, describedBy }) =>
          field.type === 'textarea' ? (
            <textarea
              id={controlId}
              name={field.name}
              className="wsh-field__input wsh-custom-form__textarea"
              rows={5}
              required={field.required}
              value={text}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => onChange(event.target.value)}
            />
          ) : (
            <select
              id={controlId}
              name={field.name}
              className="wsh-field__input"
              required={field.required}
              value={text}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => onChange(event.target.value)}
            >
              <option value="">{t('choose')}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )
        }
      </FieldFrame>
    );
  }
  return (
    <TextField
      label={label}
      type={field.type}
      name={field.name}
      autoComplete={AUTOCOMPLETE[field.type]}
      inputMode={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : undefined}
      spellCheck={field.type === 'email' ? false : undefined}
      required={field.required}
      value={text}
      onValueChange={onChange}
      error={error}
    />
  );
}
