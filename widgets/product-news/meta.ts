import { f } from '../../page-context/widget-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'product-news',
  summary:
    'The page\'s product news (GET campaigns/product-news), Priority 1 first. "logos": a strip of the suppliers\' logos, each linking to its news. ' +
    '"list": each news item with logo, title and link, and its first 6 products as tiles for a logged-in user; anonymous visitors get the news ' +
    'with a login hint instead of the products. Shows nothing when the page has no news.',
  props: {
    display: f.oneOf(['logos', 'list'], {
      description: 'A strip of logos, or a list of the news with their products.',
      default: 'logos',
    }),
    heading: f.optionalString({ description: 'Heading above the news; none when left out.' }),
    max: f.number({ description: 'How many news items at most.', default: 6, integer: true, min: 1, max: 50 }),
    loginUrl: f.url({
      description: 'Where the login hint links for anonymous visitors (list display).',
      default: '/login',
    }),
    productUrlPattern: f.urlPattern({
      description: 'Address of a product page, relative or http(s); {id} is replaced by the product id (list display).',
      default: '/product.html?id={id}',
    }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'campaign-tiles.html',
  example: { display: 'list', heading: 'News from our suppliers', max: 3 },
});
