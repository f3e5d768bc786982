import { useState } from 'react';
import { secondPrecedesFirst, type DatePair } from '../../shared/domain/forms/date-pair';
import {
  DEFAULT_WINDOW_MONTHS,
  SALES_DOCUMENT_TYPES,
  normalizeSalesDocumentSearch,
  type SalesDocumentSearch,
} from '../../shared/domain/sales-documents/search';
import { useT } from '../../shared/i18n/use-translation';
import { DatePairField } from '../../shared/ui/forms/date-pair-field';
import { FieldFrame } from '../../shared/ui/forms/field-frame';
import { Form, SubmitButton } from '../../shared/ui/forms/form';
import { useResetOnChange } from '../../shared/ui/forms/use-reset-on-change';
import { NS } from './texts';

interface SearchFormProps {
  /** The dates the list shows (the address's, or the default window's): the fields show them. */
  from: string;
  to: string;
  /** The type the address holds ('' all): the field shows it, and follows it on Back and Forward. */
  type: string;
  onSearch(search: SalesDocumentSearch): void;
}

/**
 * SPEC 2's search path: a date pair (SPEC 5: the second date never before the first, `DatePairField`) and
 * the type. A search always starts at page 1. A pair typed the wrong way round is named at the field and
 * nothing is searched (the buyer's typing stays as it was).
 */
export function SearchForm({ from, to, type, onSearch }: SearchFormProps) {
  const t = useT(NS);
  const [pair, setPair] = useState<DatePair>({ first: from, second: to });
  const [chosenType, setChosenType] = useState(type);
  const [invalidAttempts, setInvalidAttempts] = useState(0);

  // Back, Forward and a new search put the address's search into the fields.
  useResetOnChange(JSON.stringify([from, to, type]), () => {
    setPair({ first: from, second: to });
    setChosenType(type);
  });

  const submit = () => {
    if (secondPrecedesFirst(pair)) {
      setInvalidAttempts((n) => n + 1);
      return;
    }
    onSearch(normalizeSalesDocumentSearch({ dateOne: pair.first, dateTwo: pair.second, type: chosenType, page: '1' }));
  };

  return (
    <Form
      submit={{ busy: false, invalidAttempts }}
      onSubmit={submit}
      className="wsh-sales-documents__search"
      role="search"
      aria-label={t('searchLabel')}
    >
      <div className="wsh-sales-documents__search-fields">
        <DatePairField
          legend={t('periodLegend')}
          firstLabel={t('fromLabel')}
          secondLabel={t('toLabel')}
          hint={t('periodHint', { months: DEFAULT_WINDOW_MONTHS })}
          value={pair}
          onValueChange={setPair}
        />
        <FieldFrame label={t('typeLabel')} className="wsh-sales-documents__search-type">
          {({ id }) => (
            <select
              id={id}
              className="wsh-field__input"
              value={chosenType}
              onChange={(e) => setChosenType(e.target.value)}
            >
              <option value="">{t('type.all')}</option>
              {SALES_DOCUMENT_TYPES.map((known) => (
                <option key={known} value={known}>
                  {t(`type.${known}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
      <div className="wsh-sales-documents__search-actions">
        <SubmitButton busy={false}>{t('search')}</SubmitButton>
      </div>
    </Form>
  );
}
