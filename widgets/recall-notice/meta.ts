import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'recall-notice',
  summary:
    'A reminder for every page while the customer has no confirmed product-recall e-mail address, with a link to ' +
    'the addresses. When the server allows it, "Hide for a day" dismisses it for 1 day (per customer, in this ' +
    'browser). Asks the server only for a logged-in user; shows nothing otherwise.',
  props: {
    addressesUrl: f.path({
      description: "Address of the page with the customer's product-recall e-mail addresses on this site.",
      default: '/recall-addresses',
    }),
  },
  recommendedLoadOn: 'idle',
  needsPageContext: true,
  demoPage: 'recall-addresses.html',
  example: { addressesUrl: '/recall-addresses' },
});
