import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'language-switch',
  summary:
    'Danish or English: the other language saves the choice (PUT globalization/changelanguage with the page ' +
    "context's page, category and product) and loads the page again in it, or goes to the page the server names " +
    '(same site only). A failure says so and the page stays.',
  props: {},
  recommendedLoadOn: 'idle',
  needsPageContext: true,
  demoPage: 'user-settings.html',
  example: {},
});
