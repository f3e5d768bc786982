import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'all-baskets',
  summary:
    "The page of all the customer's baskets (GET checkout/basket/by-customer): each with its name, number of lines, " +
    'subtotal and delivery date; make one the current basket, create a basket with a name, rename one and delete ' +
    "one (after a confirmation; the server may refuse, e.g. the only basket, and its Message is shown). The header's " +
    'mini basket follows at once. A basket with changes not yet saved is never switched away from or deleted.',
  props: {
    basketPageUrl: f.url({ description: 'Link to the basket page, shown on the current basket.', default: '/basket' }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'all-baskets.html',
  example: { basketPageUrl: 'basket.html' },
});
