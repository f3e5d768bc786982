import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'exception-overlay',
  summary:
    'Shows a notice with the status code for 3 seconds whenever an API call fails (SPEC section 8). Place once per page. Recommended `idle`: it loads once the first content of the page is up and still shows the failures from before it loaded.',
  props: {},
  recommendedLoadOn: 'idle',
  needsPageContext: false,
  demoPage: 'content-page.html',
  example: {},
});
