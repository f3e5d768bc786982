import { useId } from 'react';
import { useT } from '../../shared/i18n/use-translation';
import { SORT_OPTIONS, type SortOption } from './sort-options';
import { NS } from './texts';

/** The sort choice; a change is a new address on page 1 and is saved as the user's default. */
export function SortSelect({ value, onChange }: { value: SortOption; onChange(sort: SortOption): void }) {
  const t = useT(NS);
  const id = useId();
  return (
    <div className="wsh-search-page__sort">
      <label htmlFor={id}>{t('sortLabel')}</label>
      <select
        id={id}
        className="wsh-search-page__select"
        value={value}
        onChange={(e) => onChange(e.target.value as SortOption)}
      >
        {SORT_OPTIONS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
