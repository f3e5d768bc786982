import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'recall-addresses',
  summary:
    "The customer's product-recall e-mail addresses: each confirmed, or waiting for confirmation (with a button " +
    'that sends the confirmation e-mail again), or permanent (cannot be deleted, with the reason). Several ' +
    'addresses are added at once (commas, semicolons, spaces or new lines between them); an address is deleted ' +
    "after a confirmation. For logged-in users; the customer is the page context's currentCustomerId.",
  props: {},
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'recall-addresses.html',
  example: {},
});
