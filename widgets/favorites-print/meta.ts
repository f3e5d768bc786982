import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'favorites-print',
  summary:
    "The print page of a favourite list or of the products bought in the last 3 months (SPEC 2 print dialog): the favourites area's Print button opens this page in a window 900 high by 950 wide, with the list id (or the generated list's type), the search, the sort and the expected delivery date in its address. It shows the list as a clean A4 table (name, item number, unit, an empty quantity column to write in) and a Print button.",
  props: {},
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'favorites-print.html',
  example: {},
});
