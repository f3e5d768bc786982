import { useId, useState } from 'react';
import type { Facet, FacetValue } from '../../../domain/catalogue/models';
import { facetGroups, toggleMarking } from '../../../domain/catalogue/facets';
import {
  activeFilters,
  clearedFilters,
  withCategory,
  withMarkings,
  type ListingFilters,
  type SearchState,
} from '../../../domain/catalogue/search-state';
import { useT } from '../../../i18n/use-translation';
import { FacetGroupView } from './facet-group';
import { CATALOGUE_SEARCH_NS as NS } from './texts';

interface Props {
  facets: Facet[];
  state: SearchState;
  filters: ListingFilters;
  navigate(next: SearchState): void;
}

/**
 * The facets: category (when it is a filter: not on a category page, which links its subcategories
 * instead), markings, storage (cool, freeze, dry) and air cargo. Every choice is a new address on page 1;
 * a choice made while a search runs cancels that search (nothing is disabled, so focus stays put). On
 * small screens the panel folds behind a "Filters" button.
 */
export function FacetsPanel({ facets, state, filters, navigate }: Props) {
  const t = useT(NS);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const groups = facetGroups(facets, state).filter((g) => filters.categoryIsFilter || g.kind !== 'category');
  const active = activeFilters(state, filters);

  const toggle = (kind: string, value: FacetValue) =>
    navigate(
      kind === 'category'
        ? withCategory(state, value.Key)
        : withMarkings(state, toggleMarking(state.markings, value.Key)),
    );

  if (groups.length === 0 && active === 0) return null;
  return (
    <aside className="wsh-catalogue-search__facets" aria-label={t('filters')}>
      <button
        type="button"
        className="wsh-button wsh-button--secondary wsh-catalogue-search__filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {active > 0 ? t('filtersToggleCount', { count: active }) : t('filtersToggle')}
      </button>
      <div
        id={panelId}
        className={`wsh-catalogue-search__facets-body${open ? ' wsh-catalogue-search__facets-body--open' : ''}`}
      >
        {active > 0 && (
          <button
            type="button"
            className="wsh-button wsh-button--secondary wsh-catalogue-search__clear"
            onClick={() => navigate(clearedFilters(state, filters))}
          >
            {t('clearFilters')}
          </button>
        )}
        {groups.map((group) => (
          <FacetGroupView key={group.kind} group={group} onToggle={(v) => toggle(group.kind, v)} />
        ))}
      </div>
    </aside>
  );
}
