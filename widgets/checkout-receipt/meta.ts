import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'checkout-receipt',
  summary:
    'Checkout receipt: the placed order named by the page address (number, dates, references, lines, total) and a form that e-mails the receipt report.',
  props: {
    idParam: f.string({
      description:
        "Query parameter of the page address that holds the order id (the checkout's next-step URL sets it).",
      default: 'id',
      pattern: /^[\w-]+$/,
    }),
    ordersUrl: f.url({
      description: 'Link to the order overview, offered when the order is missing or cannot be found.',
      default: '/my-account/orders',
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'receipt.html',
  example: { idParam: 'id', ordersUrl: '/my-account/orders' },
});
