import { f } from '../../page-context/widget-fields';
import { productIdProps } from '../../shared/domain/catalogue/product-id-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'product-details',
  summary:
    'One product: name, brand, product number, sales units with prices, availability and delivery, a quantity field for the basket, and its replacements (direct replacement and alternatives) each with a link and a quantity field. A product that no longer exists says so.',
  props: {
    ...productIdProps,
    productUrlPattern: f.urlPattern({
      description:
        'Link to a product page, relative or http(s), with {id} standing for the product id; used for the replacements.',
      default: '/product.html?id={id}',
    }),
    headingLevel: f.number({
      description:
        'Heading level of the product name: 1 where the name is the page title, 2 or 3 inside other content.',
      integer: true,
      min: 1,
      max: 4,
      default: 1,
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'product.html',
  example: { productId: '113646', productUrlPattern: '/product/{id}' },
});
