import { f } from '../../page-context/widget-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'category-page',
  summary:
    "A category's products without a search term (POST catalog/search with the category as the filter): the category path as " +
    "breadcrumbs, its subcategories as links, and the facets (markings, storage, air cargo), sort (saved as the user's default), " +
    "pagination under the page context's paginationQueryKey and result count of the search page, in the shared product list. " +
    "Following a subcategory or a breadcrumb stays on this page (the address's `category` names the one shown), so back, forward " +
    'and reload restore it, as they restore the filters, sort and page. When the delivery date changes, set filters are cleared ' +
    'with a notice, otherwise the page reloads.',
  props: {
    categoryId: f.string({
      description:
        'Id of the category to list, e.g. "0101". Empty: the page context\'s currentCategoryId; with both empty the island says so.',
      default: '',
      maxLength: 100,
    }),
    pageSize: f.number({ description: 'Products per page.', default: 24, integer: true, min: 1, max: 400 }),
    productUrlPattern: f.urlPattern({
      description:
        'Address of a product page, relative or http(s); {id} is replaced by the product id, e.g. "/product/{id}".',
      default: '/product.html?id={id}',
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'category.html',
  example: { categoryId: '01', pageSize: 24, productUrlPattern: '/product/{id}' },
});
