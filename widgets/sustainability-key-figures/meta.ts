import { f } from '../../page-context/fields';
import { KEY_FIGURES_SOURCES } from '../../shared/domain/sustainability/models';
import { widgetMeta } from '../../shared/islands/widget-meta';

/** Query-string parameter of the receipt page that holds the order id (source "order" without `id`). */
export const ORDER_ID_QUERY_KEY = 'id';

export const meta = widgetMeta({
  name: 'sustainability-key-figures',
  summary:
    'Sustainability key figures of a basket or an order: weight and CO2 footprint of the food per category as donuts with totals, the organic share with its badge, reduced food waste and a link to the food reports. For a basket it also shows the basket information summary. Shows nothing to anonymous visitors.',
  props: {
    source: f.oneOf(KEY_FIGURES_SOURCES, {
      description: "Whose figures: a basket's or an order's.",
      default: 'basket',
    }),
    id: f.optionalString({
      description: `Basket or order id. Without it, "basket" shows the current basket (and follows switches and changes) and "order" reads the page address's \`${ORDER_ID_QUERY_KEY}\` parameter, as the receipt page has it.`,
    }),
    heading: f.optionalString({
      description:
        'Heading of the panel (and name of its region); default "Sustainability key figures", translated. Give each panel its own when a page has several.',
    }),
    headingLevel: f.oneOf(['2', '3'] as const, {
      description: "Level of the panel's heading (its sections get the next level), to fit the page's outline.",
      default: '2',
    }),
    showBasketInformation: f.boolean({
      description: 'For source "basket": show the basket information summary (text and page link) under the figures.',
      default: true,
    }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'key-figures.html',
  example: { source: 'order', id: '7104407' },
});
