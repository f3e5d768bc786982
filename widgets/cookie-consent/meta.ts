import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'cookie-consent',
  summary: 'Cookie banner. Hidden once the visitor has accepted (cookie _cc=1, kept for 60 months).',
  props: {
    policyUrl: f.url({ description: 'Link to the cookie policy; no link when absent.', default: undefined }),
  },
  recommendedLoadOn: 'idle',
  needsPageContext: false,
  demoPage: 'content-page.html',
  example: { policyUrl: '/cookie-policy' },
});
