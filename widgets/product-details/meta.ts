import { f } from '../../page-context/fields';
import { PRODUCT_ID_QUERY_KEY, PRODUCT_ID_SOURCES } from '../../shared/domain/product-id';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'product-details',
  summary:
    'One product: name, brand, product number, sales units with prices, availability and delivery, a quantity field for the basket, and its replacements (direct replacement and alternatives) each with a link and a quantity field. A product that no longer exists says so.',
  props: {
    productId: f.optionalString({ description: 'Id (product number) of the product. Needed unless productIdFrom is "query".' }),
    productIdFrom: f.oneOf(PRODUCT_ID_SOURCES, {
      description: `Where the product id comes from: "prop" (the productId above) or "query" (the page address's \`${PRODUCT_ID_QUERY_KEY}\` parameter, for one static page serving every product).`,
      default: 'prop',
    }),
    productUrlPattern: f.string({
      description: 'Link to a product page, relative or http(s), with {id} standing for the product id; used for the replacements.',
      default: '/product.html?id={id}',
      // Contains {id}, and no scheme but http(s) (no javascript: links).
      pattern: /^(?!\s*(?!https?:)[a-z][a-z0-9+.-]*:).*\{id\}/is,
    }),
    headingLevel: f.number({ description: 'Heading level of the product name: 1 where the name is the page title, 2 or 3 inside other content.', integer: true, min: 1, max: 4, default: 1 }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'product.html',
  example: { productId: '113646', productUrlPattern: '/product/{id}' },
});
