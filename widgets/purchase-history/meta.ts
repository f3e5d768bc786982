import { productIdProps } from '../../shared/domain/catalogue/product-id-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'purchase-history',
  summary:
    'The buyer\'s purchases of one product: how many and the latest, then on request a table of the purchases (order and delivery date, quantity, amount), the newest 10 first with "Show all" when there are more. Shows nothing to anonymous visitors.',
  props: {
    ...productIdProps,
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'product.html',
  example: { productId: '106769' },
});
