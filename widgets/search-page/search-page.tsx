import { useStore } from '@nanostores/react';
import { useCallback, useRef } from 'react';
import type { Infer } from '../../page-context/fields';
import {
  withPage,
  withSort,
  withTerm,
  withoutFilters,
  type SearchState,
} from '../../shared/domain/catalogue/search-state';
import { productHref } from '../../shared/lib/safe-href';
import { useT } from '../../shared/i18n/use-translation';
import { $basketLoad } from '../../shared/stores/basket/basket';
import { $pageContext } from '../../shared/context/page-context';
import { Pagination } from '../../shared/ui/primitives/pagination';
import { useScrollRestoration } from '../../shared/ui/primitives/scroll-restoration';
import { FacetsPanel } from './facets-panel';
import type { meta } from './meta';
import { ResultsArea } from './results-area';
import { SearchForm } from './search-form';
import { knownSort, type SortOption } from './sort-options';
import { SortSelect } from './sort-select';
import { NS } from './texts';
import { useAvailabilityReset } from './use-availability-reset';
import { useSearchLocation } from './use-search-location';
import { useSearchResults } from './use-search-results';
import { useSingleResult } from './use-single-result';
import { useUserSettings } from './use-user-settings';

type Props = Infer<typeof meta.props>;

/** SPEC section 2: the search page with facets, sort, pagination and a result count, all in the address. */
export function SearchPage({ pageSize, productUrlPattern }: Props) {
  const t = useT(NS);
  const { paginationQueryKey } = useStore($pageContext);
  // The rows' quantities and the snapshots' delivery date come from the basket: reading its load state loads it (once per page).
  useStore($basketLoad);
  const { state, navigate, hrefFor } = useSearchLocation(paginationQueryKey);
  const { defaultSort, priceDisplayMode, saveDefaultSort } = useUserSettings();
  const sort: SortOption | null = state.sort ? knownSort(state.sort) : defaultSort;
  const search = useSearchResults(state, sort, pageSize);
  const leaving = useSingleResult(state, search.result, search.status === 'ready', productUrlPattern);
  const availability = useAvailabilityReset(state, (next) => navigate(next, { replace: true }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Scroll and return (SPEC 2): back, forward and reload come back to where the buyer was. The status is
  // "loading" in the same render as an address change, as the hook requires.
  const layoutRef = useScrollRestoration<HTMLDivElement>('search-page', search.status === 'ready' && !leaving);
  const linkTo = useCallback((id: string) => productHref(productUrlPattern, id), [productUrlPattern]);

  /** A change the buyer made: a new history entry, and the availability notice has been read. */
  const go = (next: SearchState) => {
    availability.dismissWarning();
    navigate(next);
  };
  const goToPage = (page: number) => {
    go(withPage(state, page));
    // The new page's rows replace the ones the buyer was at: start reading from the results' heading.
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const chooseSort = (next: SortOption) => {
    go(withSort(state, next));
    void saveDefaultSort(next);
  };

  const result = search.result;
  return (
    <div className="wsh-search-page">
      <SearchForm term={state.term} onSearch={(term) => go(withTerm(state, term))} />
      <h2 ref={headingRef} className="wsh-search-page__heading" tabIndex={-1}>
        {state.term ? t('headingTerm', { term: state.term }) : t('headingAll')}
      </h2>
      {/* A live region that is always there, so the notice is announced when it appears. */}
      <div role="status">
        {availability.warning && (
          <div className="wsh-search-page__warning">
            <p>{t('availabilityChanged')}</p>
            <button type="button" className="wsh-button wsh-button--secondary" onClick={availability.dismissWarning}>
              {t('dismiss')}
            </button>
          </div>
        )}
      </div>
      {state.term && (
        <div className="wsh-search-page__layout" ref={layoutRef}>
          {result && <FacetsPanel facets={result.Facets} state={state} navigate={go} />}
          <div className="wsh-search-page__main">
            <div className="wsh-search-page__toolbar">
              <p className="wsh-search-page__count" role="status">
                {leaving
                  ? t('openingProduct')
                  : search.status === 'loading'
                    ? t('searching')
                    : result && search.status === 'ready'
                      ? t('count', { count: result.TotalResults })
                      : ''}
              </p>
              {sort && <SortSelect value={sort} onChange={chooseSort} />}
            </div>
            <ResultsArea
              search={search}
              state={state}
              priceDisplayMode={priceDisplayMode}
              productUrl={linkTo}
              onClearFilters={() => go(withoutFilters(state))}
              pagination={
                result && (
                  <Pagination
                    currentPage={result.CurrentPage}
                    totalPages={result.TotalPages}
                    hrefFor={(page) => hrefFor(withPage(state, page))}
                    onNavigate={goToPage}
                  />
                )
              }
            />
          </div>
        </div>
      )}
      {!state.term && <p className="wsh-search-page__prompt">{t('prompt')}</p>}
    </div>
  );
}
