import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'page-reload-warning',
  summary:
    'Asks the user to reload when the page shows stale data, e.g. after a 404 on a basket update (SPEC section 4). Place once per page. Recommended `idle`: it loads once the first content of the page is up and still shows a warning raised before it loaded.',
  props: {},
  recommendedLoadOn: 'idle',
  needsPageContext: false,
  demoPage: 'content-page.html',
  example: {},
});
