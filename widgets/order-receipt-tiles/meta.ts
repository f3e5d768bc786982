import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'order-receipt-tiles',
  summary:
    "Promotion tiles on the checkout receipt: up to `max` of the page's PromotionTiles (the receipt page's own page type, e.g. ReceiptPage) " +
    'in a grid, in a weighted order without repeats (weight 2^(11 - Priority)), kept until the campaign selection resets. Shows nothing without tiles.',
  props: {
    max: f.number({ description: 'How many tiles at most.', default: 3, integer: true, min: 1, max: 12 }),
    heading: f.optionalString({ description: 'Heading above the tiles; none when left out.' }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'campaign-tiles.html',
  example: { max: 3, heading: 'You may also like' },
});
