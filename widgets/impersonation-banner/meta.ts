import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'impersonation-banner',
  summary:
    'While a staff member acts for a customer or user (GET user says IsImpersonated), a bar says whom, with an ' +
    '"End" button (DELETE impersonation, then the page the answer names). Shows nothing otherwise, and asks ' +
    'nothing on pages of anonymous visitors. Place it on every page, e.g. in the header.',
  props: {},
  recommendedLoadOn: 'eager',
  needsPageContext: false,
  demoPage: 'impersonation.html',
  example: {},
});
