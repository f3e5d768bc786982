import { f } from '../../page-context/fields';
import { PRODUCT_ID_QUERY_KEY, PRODUCT_ID_SOURCES } from '../../shared/domain/product-id';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'purchase-history',
  summary:
    "The buyer's purchases of one product: how many and the latest, then on request a table of the purchases (order and delivery date, quantity, amount), the newest 10 first with \"Show all\" when there are more. Shows nothing to anonymous visitors.",
  props: {
    productId: f.optionalString({ description: 'Id (product number) of the product. Needed unless productIdFrom is "query".' }),
    productIdFrom: f.oneOf(PRODUCT_ID_SOURCES, {
      description: `Where the product id comes from: "prop" (the productId above) or "query" (the page address's \`${PRODUCT_ID_QUERY_KEY}\` parameter, for one static page serving every product).`,
      default: 'prop',
    }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'product.html',
  example: { productId: '106769' },
});
