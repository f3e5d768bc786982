import { useId, useState } from 'react';
import type { FacetValue } from '../../../domain/catalogue/models';
import { visibleValues, type FacetGroup as Group } from '../../../domain/catalogue/facets';
import { useT } from '../../../i18n/use-translation';
import { CATALOGUE_SEARCH_NS as NS } from './texts';

interface Props {
  group: Group;
  onToggle(value: FacetValue): void;
}

/**
 * One facet group: values as toggle buttons (aria-pressed) with their counts, the first `limit`
 * shown and "Show more" / "Show fewer" (aria-expanded) for the rest (SPEC 9: limits 4 and 7).
 */
export function FacetGroupView({ group, onToggle }: Props) {
  const t = useT(NS);
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const { shown, hiddenCount, canToggle } = visibleValues(group.values, group.limit, expanded);
  // Categories come named from the server; markings we know are translated, others keep the server's name.
  const label = (v: FacetValue) =>
    group.kind === 'category' ? v.DisplayName : t(`marking.${v.Key}`, { defaultValue: v.DisplayName });

  return (
    <section className="wsh-catalogue-search__facet" aria-labelledby={headingId}>
      <h3 id={headingId} className="wsh-catalogue-search__facet-title">
        {t(`group.${group.kind}`)}
      </h3>
      <ul id={listId} className="wsh-catalogue-search__facet-values">
        {shown.map((v) => (
          <li key={v.Key}>
            <button
              type="button"
              className="wsh-catalogue-search__facet-value"
              aria-pressed={v.Selected}
              onClick={() => onToggle(v)}
            >
              <span className="wsh-catalogue-search__facet-check" aria-hidden="true" />
              <span className="wsh-catalogue-search__facet-label">{label(v)}</span>
              <span className="wsh-catalogue-search__facet-count">
                <span aria-hidden="true">{v.Count}</span>
                <span className="wsh-visually-hidden">, {t('valueCount', { count: v.Count })}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {canToggle && (
        <button
          type="button"
          className="wsh-link wsh-catalogue-search__facet-more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('showFewer') : t('showMore', { count: hiddenCount })}
        </button>
      )}
    </section>
  );
}
