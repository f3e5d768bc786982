import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import type { Infer } from '../../page-context/fields';
import {
  categoryPath,
  homeCategory,
  shownCategory,
  subcategories,
  withShownCategory,
} from '../../shared/domain/catalogue/category-page';
import { $pageContext } from '../../shared/context/page-context';
import { productHref } from '../../shared/lib/safe-href';
import { useT } from '../../shared/i18n/use-translation';
import { CatalogueListing } from '../../shared/ui/features/catalogue-search/catalogue-listing';
import { useCatalogueListing } from '../../shared/ui/features/catalogue-search/use-catalogue-listing';
import { searchQuery, useSearchResults } from '../../shared/ui/features/catalogue-search/use-search-results';
import { CategoryLinks } from './category-links';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/** On a category page the category is the page: only the markings are filters. */
const FILTERS = { categoryIsFilter: false };

/**
 * Issue #34 (SPEC 1: "customers browse a catalogue"): a category's products without a term, sent as
 * POST catalog/search with the category as the filter; the breadcrumbs and subcategories come from the
 * answer (Product.Categories, the Subcategories facet). Everything the buyer changes is in the address.
 */
export function CategoryPage({ categoryId, pageSize, productUrlPattern }: Props) {
  const t = useT(NS);
  const { currentCategoryId } = useStore($pageContext);
  const listing = useCatalogueListing(FILTERS);
  const { state, sort } = listing;
  const home = homeCategory(categoryId, currentCategoryId);
  const category = shownCategory(state, home);
  const search = useSearchResults(
    sort === null || category === null ? null : searchQuery({ ...state, term: '' }, sort, pageSize, category),
    category === null,
    'POST',
  );
  const linkTo = useCallback((id: string) => productHref(productUrlPattern, id), [productUrlPattern]);

  if (category === null) {
    return (
      <p className="wsh-category-page__problem" role="alert">
        {t('noCategory')}
      </p>
    );
  }
  // The answer may still be the previous category's while the next one loads: its path is then not this one's.
  const products = search.result?.PageOfResults ?? [];
  const path = categoryPath(products, category);
  const name = path.at(-1)?.DisplayName;
  const children = search.result ? subcategories(search.result.Facets, products, category) : [];
  const go = (id: string) => listing.go(withShownCategory(state, id, home));
  const hrefOf = (id: string) => listing.hrefFor(withShownCategory(state, id, home));

  return (
    <div className="wsh-category-page">
      {/* The trail's line is kept while the first answer loads, so the heading and the list do not move down. */}
      <div className="wsh-category-page__trail">
        <CategoryLinks
          kind="breadcrumbs"
          links={path.map((c) => ({ id: c.Id, name: c.DisplayName, count: null }))}
          current={category}
          hrefOf={hrefOf}
          onGo={go}
        />
      </div>
      <h2 ref={listing.headingRef} className="wsh-catalogue-search__heading" tabIndex={-1}>
        {name ?? t('heading')}
      </h2>
      <CatalogueListing
        listing={listing}
        search={search}
        scrollKey="category-page"
        afterToolbar={
          <CategoryLinks kind="subcategories" links={children} current={category} hrefOf={hrefOf} onGo={go} />
        }
        label={name ? t('results', { category: name }) : t('resultsAny')}
        empty={{ title: t('emptyTitle'), hint: t('emptyHint') }}
        productUrl={linkTo}
      />
    </div>
  );
}
