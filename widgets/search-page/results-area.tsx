import type { ReactNode } from 'react';
import type { PriceDisplayMode } from '../../shared/domain/catalogue/product-list';
import { hasFilters, type SearchState } from '../../shared/domain/catalogue/search-state';
import { useT } from '../../shared/i18n/use-translation';
import { ProductList } from '../../shared/ui/features/product-list/product-list';
import { NS } from './texts';
import type { SearchResults } from './use-search-results';

interface Props {
  search: SearchResults;
  state: SearchState;
  priceDisplayMode: PriceDisplayMode;
  productUrl(productId: string): string | null;
  /** The pagination, inside the list so the list's up/down arrows reach its links (`data-list-nav`). */
  pagination: ReactNode;
  onClearFilters(): void;
}

/** The results in the shared product list, or what to do when there are none or the search failed. */
export function ResultsArea({ search, state, priceDisplayMode, productUrl, pagination, onClearFilters }: Props) {
  const t = useT(NS);
  const { status, result } = search;

  if (status === 'error') {
    return (
      <div className="wsh-search-page__message" role="alert">
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
      <div className="wsh-search-page__message">
        <p>
          <strong>{t('emptyTitle', { term: state.term })}</strong>
        </p>
        <p>{hasFilters(state) ? t('emptyHintFilters') : t('emptyHint')}</p>
        {hasFilters(state) && (
          <button type="button" className="wsh-button wsh-button--secondary" onClick={onClearFilters}>
            {t('clearFilters')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="wsh-search-page__results" aria-busy={status === 'loading'}>
      <ProductList
        products={result.PageOfResults}
        label={t('results')}
        priceDisplayMode={priceDisplayMode}
        productUrl={productUrl}
        headingLevel={3}
        footer={<div className="wsh-search-page__pagination">{pagination}</div>}
      />
    </div>
  );
}
