import { useState } from 'react';
import type { OrderSource } from '../../../shared/domain/orders/models';
import {
  DEFAULT_ORDER_OVERVIEW_DAYS,
  MAX_ORDER_DAYS,
  ORDER_SORTS,
  normalizeOrderSearch,
  parseNumberOfDays,
  type OrderSearch,
} from '../../../shared/domain/orders/order-search';
import { useT } from '../../../shared/i18n/use-translation';
import { FieldFrame } from '../../../shared/ui/forms/field-frame';
import { Form, SubmitButton } from '../../../shared/ui/forms/form';
import { TextField } from '../../../shared/ui/forms/text-field';
import { useResetOnChange } from '../../../shared/ui/forms/use-reset-on-change';
import { NS } from './texts';

interface SearchFormProps {
  source: OrderSource;
  /** The search the address holds: the fields show it, and follow it on Back and Forward. */
  search: OrderSearch;
  onSearch(search: OrderSearch): void;
}

/**
 * SPEC 2's search path: text, number of days and sort. A number of days that is not a whole number from
 * 1 to 365 is named at the field and nothing is searched (the buyer's typing stays as it was).
 */
export function SearchForm({ source, search, onSearch }: SearchFormProps) {
  const t = useT(NS);
  const [text, setText] = useState(search.text);
  const [days, setDays] = useState(search.numberOfDays);
  const [sortBy, setSortBy] = useState<string>(search.sortBy);
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  const [daysError, setDaysError] = useState('');

  // Back, Forward and a new search put the address's search into the fields.
  useResetOnChange(JSON.stringify([search.text, search.numberOfDays, search.sortBy]), () => {
    setText(search.text);
    setDays(search.numberOfDays);
    setSortBy(search.sortBy);
    setDaysError('');
  });

  const submit = () => {
    if (days.trim() !== '' && parseNumberOfDays(days) === null) {
      setDaysError(t('daysInvalid', { max: MAX_ORDER_DAYS }));
      setInvalidAttempts((n) => n + 1);
      return;
    }
    setDaysError('');
    onSearch(normalizeOrderSearch({ text, numberOfDays: days, sortBy }));
  };

  return (
    <Form
      submit={{ busy: false, invalidAttempts }}
      onSubmit={submit}
      className="wsh-orders__search"
      role="search"
      aria-label={t('searchHeading')}
    >
      <div className="wsh-orders__search-fields">
        <TextField
          type="search"
          label={t('textLabel')}
          hint={t('textHint')}
          value={text}
          onValueChange={setText}
          className="wsh-orders__search-text"
        />
        <TextField
          label={t('daysLabel')}
          hint={source === 'orders' ? t('daysHint', { days: DEFAULT_ORDER_OVERVIEW_DAYS }) : t('legacyDaysHint')}
          inputMode="numeric"
          value={days}
          onValueChange={(value) => {
            setDays(value);
            if (daysError && (value.trim() === '' || parseNumberOfDays(value) !== null)) setDaysError('');
          }}
          error={daysError || undefined}
          className="wsh-orders__search-days"
        />
        <FieldFrame label={t('sortLabel')} className="wsh-orders__search-sort">
          {({ id }) => (
            <select id={id} className="wsh-field__input" value={sortBy} onChange={(e) => setSortBy(e.target.value)}>
              {ORDER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {sort === '' ? t('sort.newest') : t(`sort.${sort}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
      <div className="wsh-orders__search-actions">
        <SubmitButton busy={false}>{t('search')}</SubmitButton>
      </div>
    </Form>
  );
}
