import type { CSSProperties } from 'react';
import type { Suggestions } from '../../shared/domain/catalogue/models';
import { useT } from '../../shared/i18n/use-translation';
import { splitOnMatches } from './active-option';

export interface SuggestionPanelProps {
  id: string;
  listboxId: string;
  optionId: (index: number) => string;
  term: string;
  suggestions: Suggestions | null;
  busy: boolean;
  /** The visible status line (the same text is announced by the widget's live region). */
  statusText: string;
  active: number;
  /** The search page for the term; null when the prop's address is not safe (no link then). */
  searchHref: string | null;
  alignEnd: boolean;
  style: CSSProperties;
  onChoose: (index: number) => void;
  onShowAll: () => void;
}

/** The overlay under the header: status, the suggestions as a listbox, and a link to every result. */
export function SuggestionPanel(p: SuggestionPanelProps) {
  const t = useT('header-search');
  const list = p.suggestions?.Suggestions ?? [];
  const total = p.suggestions?.TotalResults ?? 0;
  return (
    <div
      id={p.id}
      className={`wsh-header-search__panel${p.alignEnd ? ' wsh-header-search__panel--end' : ''}`}
      style={p.style}
      // A press anywhere in the panel (an option, the status, its scrollbar) keeps focus and the caret
      // in the field, as the combobox pattern requires; otherwise the overlay would close on blur.
      onMouseDown={(e) => e.preventDefault()}
    >
      {/* aria-hidden: screen readers hear it through the live region, once. */}
      <p className="wsh-header-search__status" aria-hidden="true">
        {p.statusText}
      </p>
      {list.length > 0 && (
        <ul
          id={p.listboxId}
          role="listbox"
          aria-label={t('suggestions')}
          aria-busy={p.busy}
          className="wsh-header-search__listbox"
        >
          {list.map((s, i) => (
            <li
              key={s.ProductId}
              id={p.optionId(i)}
              role="option"
              aria-selected={i === p.active}
              className="wsh-header-search__option"
              onClick={() => p.onChoose(i)}
            >
              <span className="wsh-header-search__option-name">
                {splitOnMatches(s.Text, p.term).map((part, j) =>
                  part.match ? (
                    <mark key={j} className="wsh-header-search__match">
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </span>
              {s.Brand && <span className="wsh-header-search__option-brand">{s.Brand}</span>}
            </li>
          ))}
        </ul>
      )}
      {total > 0 && p.searchHref && (
        <a
          className="wsh-header-search__all"
          href={p.searchHref}
          onClick={(e) => {
            // A plain click leaves the page; a new-tab click keeps the overlay and its address.
            if (e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey) p.onShowAll();
          }}
        >
          {t('showAll', { count: total, term: p.term })}
        </a>
      )}
    </div>
  );
}
