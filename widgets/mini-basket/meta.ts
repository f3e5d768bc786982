import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'mini-basket',
  summary:
    'Header basket: number of lines, subtotal with currency and order deadline, with a switcher to the other baskets (at most 3 shown), creating a new basket and switching.',
  props: {
    basketPageUrl: f.url({ description: 'Link to the basket page.', default: '/basket' }),
    allBasketsUrl: f.url({
      description: 'Link to the page listing all baskets (shown when there are more than 3 others).',
      default: '/baskets',
    }),
    showSwitcher: f.boolean({ description: 'Show the basket switcher.', default: true }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'basket.html',
  example: { basketPageUrl: '/basket', showSwitcher: true },
});
