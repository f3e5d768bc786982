import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'supplier-customers',
  summary:
    'The supplier user panel: the customer a supplier user acts for now, the other customers the supplier serves ' +
    '(GET customers, with a filter when the list is long) and a button per customer to act for it (PUT ' +
    'auth/changecustomer). Waiting basket changes are saved first; the choice is kept in the cookie ' +
    '_su_<supplierKey> (page context), and the page then loads again for the new customer, so every island on it ' +
    'follows. "End supplier mode" returns to the customer in that cookie, or the supplier\'s first customer.',
  props: {},
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'supplier-customers.html',
  example: {},
});
