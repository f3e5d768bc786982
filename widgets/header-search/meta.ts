import { f } from '../../page-context/widget-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'header-search',
  summary:
    'The header search field with the search overlay: typing opens product suggestions (asked for after a 900 ms pause), arrow keys choose one, Enter opens it or the search page, Escape closes. F8 anywhere on the page focuses the field. While the overlay is open the address shows ?q=<term>; emptying the field restores the page address.',
  props: {
    searchPageUrl: f.url({ description: 'The search page; Enter goes there with ?q=<term>.', default: 'search.html' }),
    productUrlPattern: f.urlPattern({
      description: 'Product page address, relative or http(s); {id} is replaced by the product id.',
      default: '/product.html?id={id}',
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: false,
  demoPage: 'search-overlay.html',
  example: { searchPageUrl: 'search.html', productUrlPattern: '/product.html?id={id}' },
});
