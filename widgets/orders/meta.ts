import { f } from '../../page-context/widget-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'orders',
  summary:
    "The order areas (page context area OrderOverview or LegacyOrderHistory): the customer's orders grouped by delivery " +
    'date, newest first, with a search by text and number of days (14 days by default in the overview) and a sort; ' +
    'an order with its header, lines, additional details, sustainability key figures and, on its delivery day, ' +
    'tracking that refreshes every minute while the page is visible. One island serves both areas; each search and ' +
    'each order has its own address under the page, so Back, Forward and reload keep it.',
  props: {
    basePath: f.path({
      description:
        'The address the area lives under, e.g. "/orders". Empty: the page context\'s areaBasePath, else the address ' +
        'with the screen part removed.',
      default: '',
      allowEmpty: true,
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'orders.html',
  example: { basePath: '/orders' },
});
