import { useCallback } from 'react';
import type { Infer } from '../../page-context/fields';
import { withTerm } from '../../shared/domain/catalogue/search-state';
import { productHref } from '../../shared/lib/safe-href';
import { useT } from '../../shared/i18n/use-translation';
import { CatalogueListing } from '../../shared/ui/features/catalogue-search/catalogue-listing';
import { useCatalogueListing } from '../../shared/ui/features/catalogue-search/use-catalogue-listing';
import { searchQuery, useSearchResults } from '../../shared/ui/features/catalogue-search/use-search-results';
import type { meta } from './meta';
import { SearchForm } from './search-form';
import { NS } from './texts';
import { useSingleResult } from './use-single-result';

type Props = Infer<typeof meta.props>;

/** The search page's filters: the category is a facet like the markings. */
const FILTERS = { categoryIsFilter: true };

/** SPEC section 2: the search page with facets, sort, pagination and a result count, all in the address. */
export function SearchPage({ pageSize, productUrlPattern }: Props) {
  const t = useT(NS);
  const listing = useCatalogueListing(FILTERS);
  const { state, sort } = listing;
  const search = useSearchResults(sort === null ? null : searchQuery(state, sort, pageSize), !state.term);
  const leaving = useSingleResult(state, search.result, search.status === 'ready', productUrlPattern);
  const linkTo = useCallback((id: string) => productHref(productUrlPattern, id), [productUrlPattern]);

  return (
    <div className="wsh-search-page">
      <SearchForm term={state.term} onSearch={(term) => listing.go(withTerm(state, term))} />
      <h2 ref={listing.headingRef} className="wsh-catalogue-search__heading" tabIndex={-1}>
        {state.term ? t('headingTerm', { term: state.term }) : t('headingAll')}
      </h2>
      {state.term ? (
        <CatalogueListing
          listing={listing}
          search={search}
          scrollKey="search-page"
          settled={!leaving}
          status={leaving ? t('openingProduct') : undefined}
          label={t('results')}
          empty={{ title: t('emptyTitle', { term: state.term }), hint: t('emptyHint') }}
          productUrl={linkTo}
        />
      ) : (
        <p className="wsh-search-page__prompt">{t('prompt')}</p>
      )}
    </div>
  );
}
