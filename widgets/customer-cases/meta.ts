import { f } from '../../page-context/widget-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'customer-cases',
  summary:
    "The customer cases area (page context area CustomerCases): the customer's latest cases (complaints about a " +
    'delivery), newest first, each a disclosure showing when it was created and the delivery day; opened, the ' +
    "delivery time span and the products with the cause per product. One screen on the page's own address; any " +
    'other address below it shows "not found".',
  props: {
    basePath: f.path({
      description:
        'The address the area lives under, e.g. "/customer-cases". Empty: the page context\'s areaBasePath, else ' +
        "the page's address.",
      default: '',
      allowEmpty: true,
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'customer-cases.html',
  example: { basePath: '/customer-cases' },
});
