import { useId, useState } from 'react';
import type { Facet, FacetValue } from '../../shared/domain/models';
import { facetGroups, toggleMarking } from '../../shared/domain/catalogue/facets';
import {
  hasFilters,
  withCategory,
  withMarkings,
  withoutFilters,
  type SearchState,
} from '../../shared/domain/catalogue/search-state';
import { useT } from '../../shared/i18n/use-translation';
import { FacetGroupView } from './facet-group';
import { NS } from './texts';

interface Props {
  facets: Facet[];
  state: SearchState;
  navigate(next: SearchState): void;
}

/**
 * The facets: category, markings, storage (cool, freeze, dry) and air cargo. Every choice is a new
 * address on page 1; a choice made while a search runs cancels that search (nothing is disabled,
 * so focus stays put). On small screens the panel folds behind a "Filters" button.
 */
export function FacetsPanel({ facets, state, navigate }: Props) {
  const t = useT(NS);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const groups = facetGroups(facets, state);
  const active = (state.category ? 1 : 0) + state.markings.length;

  const toggle = (kind: string, value: FacetValue) =>
    navigate(
      kind === 'category'
        ? withCategory(state, value.Key)
        : withMarkings(state, toggleMarking(state.markings, value.Key)),
    );

  if (groups.length === 0 && !hasFilters(state)) return null;
  return (
    <aside className="wsh-search-page__facets" aria-label={t('filters')}>
      <button
        type="button"
        className="wsh-button wsh-button--secondary wsh-search-page__filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {active > 0 ? t('filtersToggleCount', { count: active }) : t('filtersToggle')}
      </button>
      <div id={panelId} className={`wsh-search-page__facets-body${open ? ' wsh-search-page__facets-body--open' : ''}`}>
        {hasFilters(state) && (
          <button
            type="button"
            className="wsh-button wsh-button--secondary wsh-search-page__clear"
            onClick={() => navigate(withoutFilters(state))}
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
