import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'recall-confirm',
  summary:
    'Confirms a product-recall e-mail address from the link in the e-mail (query string `token`, taken out of ' +
    'the address as the page opens) when the user presses Confirm, never on its own (a mail scanner opening ' +
    'the link confirms nothing), and says how it went: confirmed, confirmed already (a link used before), or ' +
    'not a valid link; each with a link to the list of addresses. A failed call is said and Confirm sends ' +
    'again. The page should send no Referer (`<meta name="referrer" content="no-referrer">`).',
  props: {
    addressesUrl: f.path({
      description: "Address of the page with the customer's product-recall e-mail addresses on this site.",
      default: '/recall-addresses',
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: false,
  demoPage: 'recall-confirm.html',
  example: { addressesUrl: '/recall-addresses' },
});
