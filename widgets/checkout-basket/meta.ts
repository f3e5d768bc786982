import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';
import { cssSelectorField } from './selector-field';

export const meta = widgetMeta({
  name: 'checkout-basket',
  summary:
    "The checkout: the basket's lines (grouped by category when the user's settings say so) with quantities and removal, the order reference, message and separate invoice, and placing the order, with its order warnings and line errors.",
  props: {
    nextStepUrl: f.url({
      description:
        'Page the buyer goes to once the order is placed; `?id=<order id>` is added. Relative or http(s); a page on another origin is not opened (the buyer sees the order placed, with its number).',
      default: '/checkout/receipt',
    }),
    ordersUrl: f.url({
      description:
        'The buyer\'s orders page. The buyer goes there when the server\'s answer names no order id; when `nextStepUrl` is refused (another origin), the "order placed" message links to it. Same-origin or relative only. None by default.',
      default: undefined,
    }),
    continueShoppingUrl: f.url({ description: 'Link shown when the basket is empty.', default: '/' }),
    datePickerSelector: cssSelectorField({
      description:
        'CSS selector of the delivery date picker the page scrolls to when the order reference is missing (the reference field when nothing matches). An invalid selector is an error of this island.',
      default: '[data-widget="delivery-date-drawer"]',
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'checkout.html',
  example: { nextStepUrl: 'receipt.html', continueShoppingUrl: 'search.html', ordersUrl: 'index.html' },
});
