import type { ReactNode } from 'react';
import type { PriceDisplayMode } from '../../../domain/catalogue/product-list';
import { useT } from '../../../i18n/use-translation';
import { ProductList } from '../product-list/product-list';
import { CATALOGUE_SEARCH_NS as NS } from './texts';
import type { SearchResults } from './use-search-results';

/** What the listing says when nothing matches: the page's own words. */
export interface EmptyTexts {
  title: string;
  /** The hint when no filter is set (with filters, the shared "clear your filters" hint shows). */
  hint: string;
}

interface Props {
  search: SearchResults;
  /** The product list's accessible name. */
  label: string;
  empty: EmptyTexts;
  /** True when a filter is set: an empty answer then offers to clear them. */
  filtered: boolean;
  priceDisplayMode: PriceDisplayMode;
  productUrl(productId: string): string | null;
  /** The pagination, inside the list so the list's up/down arrows reach its links (`data-list-nav`). */
  pagination: ReactNode;
  onClearFilters(): void;
}

/** The results in the shared product list, or what to do when there are none or the search failed. */
export function ResultsArea({
  search,
  label,
  empty,
  filtered,
  priceDisplayMode,
  productUrl,
  pagination,
  onClearFilters,
}: Props) {
  const t = useT(NS);
  const { status, result } = search;

  if (status === 'error') {
    return (
      <div className="wsh-catalogue-search__message" role="alert">
        <p>
          <strong>{t('error')}</strong> {t('errorHint')}
        </p>
        <button type="button" className="wsh-button" onClick={search.retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!result) return null; // the first search: the count line says "Searching…"
  if (status === 'ready' && result.TotalResults === 0) {
    return (
      <div className="wsh-catalogue-search__message">
        <p>
          <strong>{empty.title}</strong>
        </p>
        <p>{filtered ? t('emptyHintFilters') : empty.hint}</p>
        {filtered && (
          <button type="button" className="wsh-button wsh-button--secondary" onClick={onClearFilters}>
            {t('clearFilters')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="wsh-catalogue-search__results" aria-busy={status === 'loading'}>
      <ProductList
        products={result.PageOfResults}
        label={label}
        priceDisplayMode={priceDisplayMode}
        productUrl={productUrl}
        headingLevel={3}
        footer={<div className="wsh-catalogue-search__pagination">{pagination}</div>}
      />
    </div>
  );
}
