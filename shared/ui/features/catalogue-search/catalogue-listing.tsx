import type { ReactNode } from 'react';
import { clearedFilters, withPage } from '../../../domain/catalogue/search-state';
import { useT } from '../../../i18n/use-translation';
import { Pagination } from '../../primitives/pagination';
import { useScrollRestoration } from '../../primitives/scroll-restoration';
import { FacetsPanel } from './facets-panel';
import { ResultsArea, type EmptyTexts } from './results-area';
import { SortSelect } from './sort-select';
import { CATALOGUE_SEARCH_NS as NS } from './texts';
import type { CatalogueListingState } from './use-catalogue-listing';
import type { SearchResults } from './use-search-results';

interface Props {
  listing: CatalogueListingState;
  search: SearchResults;
  /** The scroll-restoration key of the page (SPEC 2: scroll and return). */
  scrollKey: string;
  /** False while the page is about to leave (the single-result redirect): the scroll is not restored then. */
  settled?: boolean;
  /** Replaces the count line (the single-result redirect's "opening it"). */
  status?: string;
  /**
   * Shown between the toolbar and the results (the category page's subcategories): below the count line, so
   * its arrival with the first answer moves nothing already shown.
   */
  afterToolbar?: ReactNode;
  /** The product list's accessible name. */
  label: string;
  empty: EmptyTexts;
  productUrl(productId: string): string | null;
}

/**
 * The listing both catalogue pages share: the availability notice, the facets, the result count, the sort,
 * the results in the shared product list with their pagination, and the failure and empty states.
 */
export function CatalogueListing({
  listing,
  search,
  scrollKey,
  settled = true,
  status,
  afterToolbar,
  label,
  empty,
  productUrl,
}: Props) {
  const t = useT(NS);
  const { state, filters, filtered, go, hrefFor, sort, availability } = listing;
  // Scroll and return (SPEC 2): back, forward and reload come back to where the buyer was. The status is
  // "loading" in the same render as an address change, as the hook requires.
  const layoutRef = useScrollRestoration<HTMLDivElement>(scrollKey, search.status === 'ready' && settled);
  const result = search.result;
  const count =
    status ??
    (search.status === 'loading'
      ? t('searching')
      : result && search.status === 'ready'
        ? t('count', { count: result.TotalResults })
        : '');

  return (
    <>
      {/* A live region that is always there, so the notice is announced when it appears. */}
      <div role="status">
        {availability.warning && (
          <div className="wsh-catalogue-search__warning">
            <p>{t('availabilityChanged')}</p>
            <button type="button" className="wsh-button wsh-button--secondary" onClick={availability.dismissWarning}>
              {t('dismiss')}
            </button>
          </div>
        )}
      </div>
      <div className="wsh-catalogue-search__layout" ref={layoutRef}>
        {result && <FacetsPanel facets={result.Facets} state={state} filters={filters} navigate={go} />}
        <div className="wsh-catalogue-search__main">
          <div className="wsh-catalogue-search__toolbar">
            <p className="wsh-catalogue-search__count" role="status">
              {count}
            </p>
            {sort && <SortSelect value={sort} onChange={listing.chooseSort} />}
          </div>
          {afterToolbar}
          <ResultsArea
            search={search}
            label={label}
            empty={empty}
            filtered={filtered}
            priceDisplayMode={listing.priceDisplayMode}
            productUrl={productUrl}
            onClearFilters={() => go(clearedFilters(state, filters))}
            pagination={
              result && (
                <Pagination
                  currentPage={result.CurrentPage}
                  totalPages={result.TotalPages}
                  hrefFor={(page) => hrefFor(withPage(state, page))}
                  onNavigate={listing.goToPage}
                />
              )
            }
          />
        </div>
      </div>
    </>
  );
}
