import { useId } from 'react';
import { useT } from '../../../i18n/use-translation';
import { SORT_OPTIONS, type SortOption } from '../../../domain/user-settings/default-sort';
import { CATALOGUE_SEARCH_NS as NS } from './texts';

/** The sort choice; a change is a new address on page 1 and is saved as the user's default. */
export function SortSelect({ value, onChange }: { value: SortOption; onChange(sort: SortOption): void }) {
  const t = useT(NS);
  const id = useId();
  return (
    <div className="wsh-catalogue-search__sort">
      <label htmlFor={id}>{t('sortLabel')}</label>
      <select
        id={id}
        className="wsh-catalogue-search__select"
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
