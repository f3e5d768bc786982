import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../shared/i18n/use-translation';
import { useResetOnChange } from '../../shared/ui/forms/use-reset-on-change';
import { NS } from './texts';

/** The term field; follows the address (back/forward) and submits a new search. */
export function SearchForm({ term, onSearch }: { term: string; onSearch(term: string): void }) {
  const t = useT(NS);
  const id = useId();
  const [draft, setDraft] = useState(term);
  useResetOnChange(term, () => setDraft(term));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft);
  };

  return (
    <form role="search" className="wsh-search-page__form" onSubmit={submit}>
      <label htmlFor={id} className="wsh-search-page__form-label">
        {t('searchLabel')}
      </label>
      <div className="wsh-search-page__form-row">
        <input
          id={id}
          className="wsh-search-page__input"
          type="search"
          name="q"
          value={draft}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="wsh-button wsh-search-page__submit">
          {t('searchButton')}
        </button>
      </div>
    </form>
  );
}
