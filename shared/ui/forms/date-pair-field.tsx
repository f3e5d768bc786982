import { useId } from 'react';
import { adoptStyles } from '../primitives/adopt-styles';
import { secondDateMin, secondPrecedesFirst, withFirstDate, type DatePair } from '../../domain/forms/date-pair';
import formsCss from './forms.css?inline';
import { useFormsT } from './use-forms-t';

export interface DatePairFieldProps {
  /** Names the pair ("Period"); the fieldset's legend. */
  legend: string;
  firstLabel: string;
  secondLabel: string;
  /** Dates as `yyyy-MM-dd`, '' when not chosen. */
  value: DatePair;
  onValueChange(value: DatePair): void;
  /** Bounds of both dates (e.g. the first and last delivery date), `yyyy-MM-dd`. */
  min?: string;
  max?: string;
  hint?: string;
  /** A message of the form's own for the pair (e.g. required); the order rule is the field's. */
  error?: string;
  className?: string;
}

/**
 * Two native date inputs where the second date never precedes the first (SPEC 5): the second input
 * starts at the first date, a first date moved past the second takes the second along
 * (shared/domain/forms/date-pair.ts), and a second date typed before the first is named at once.
 * Check `secondPrecedesFirst(value)` before sending.
 */
export function DatePairField({
  legend,
  firstLabel,
  secondLabel,
  value,
  onValueChange,
  min,
  max,
  hint,
  error,
  className = '',
}: DatePairFieldProps) {
  adoptStyles('wsh-forms', formsCss);
  const t = useFormsT();
  const id = useId();
  const ids = { first: `${id}-first`, second: `${id}-second`, hint: `${id}-hint`, error: `${id}-error` };
  const orderWrong = secondPrecedesFirst(value);
  const message = orderWrong ? t('secondDateBeforeFirst', { first: firstLabel, second: secondLabel }) : (error ?? '');
  const describedBy = (own: boolean) =>
    [hint ? ids.hint : '', message && own ? ids.error : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={`wsh-field wsh-date-pair${message ? ' wsh-field--invalid' : ''} ${className}`}>
      <legend className="wsh-field__label">{legend}</legend>
      {hint && (
        <p id={ids.hint} className="wsh-field__hint">
          {hint}
        </p>
      )}
      <div className="wsh-date-pair__dates">
        <div className="wsh-date-pair__date">
          <label htmlFor={ids.first} className="wsh-date-pair__label">
            {firstLabel}
          </label>
          <input
            id={ids.first}
            type="date"
            className="wsh-field__input"
            value={value.first}
            min={min}
            max={max}
            aria-invalid={(!orderWrong && !!error) || undefined}
            aria-describedby={describedBy(!orderWrong)}
            onChange={(event) => onValueChange(withFirstDate(value, event.target.value))}
          />
        </div>
        <div className="wsh-date-pair__date">
          <label htmlFor={ids.second} className="wsh-date-pair__label">
            {secondLabel}
          </label>
          <input
            id={ids.second}
            type="date"
            className="wsh-field__input"
            value={value.second}
            min={secondDateMin(value, min)}
            max={max}
            aria-invalid={!!message || undefined}
            aria-describedby={describedBy(true)}
            onChange={(event) => onValueChange({ ...value, second: event.target.value })}
          />
        </div>
      </div>
      {message && (
        <p id={ids.error} className="wsh-field__error">
          {message}
        </p>
      )}
    </fieldset>
  );
}
