import { f } from '../../page-context/widget-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'punch-out-orders',
  summary:
    'The punch-out orders area (page context area PunchOut): the orders a punch-out customer placed through ' +
    'their procurement system, newest first, with order number, their reference, order and delivery dates, ' +
    "status and total. A customer who is not a punch-out customer (page context isPunchOut, else the user's " +
    "IsPunchOutUser) is told that punch-out orders belong to punch-out accounts. One screen on the page's own " +
    'address; any other address below it shows "not found".',
  props: {
    basePath: f.path({
      description:
        'The address the area lives under, e.g. "/punch-out-orders". Empty: the page context\'s areaBasePath, ' +
        "else the page's address.",
      default: '',
      allowEmpty: true,
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'punch-out-orders.html',
  example: { basePath: '/punch-out-orders' },
});
