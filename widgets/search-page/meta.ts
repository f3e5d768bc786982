import { f } from '../../page-context/widget-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'search-page',
  summary:
    'The search page: results for the term in the query parameter `q`, with category and marking facets (storage and air cargo as their own groups), ' +
    "sort (saved as the user's default), pagination under the page context's paginationQueryKey, and a result count. Everything lives in the address, " +
    'so back, forward and reload restore it. A term of 8 characters or more with exactly one result (and no filter set) opens that product directly. ' +
    'When the delivery date changes, set filters are cleared with a notice (availability changed), otherwise the page reloads.',
  props: {
    pageSize: f.number({ description: 'Products per page.', default: 24, integer: true, min: 1, max: 400 }),
    productUrlPattern: f.urlPattern({
      description:
        'Address of a product page, relative or http(s); {id} is replaced by the product id, e.g. "/product/{id}". Used for the product links and the single-result redirect.',
      default: '/product.html?id={id}',
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'search.html',
  example: { pageSize: 24, productUrlPattern: '/product/{id}' },
});
