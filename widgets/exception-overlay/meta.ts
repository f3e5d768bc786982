import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'exception-overlay',
  summary:
    'Shows a notice with the status code for 3 seconds whenever an API call fails (SPEC section 8). Place once per page.',
  props: {},
  recommendedLoadOn: 'eager',
  needsPageContext: false,
  demoPage: 'content-page.html',
  example: {},
});
