import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'user-settings',
  summary:
    "The user's settings (GET and PUT user/settings): how prices are shown (the server's price display modes), " +
    'how basket lines are shown (grouped by category or as one list) and the default sort of the search. Each ' +
    'saves on change and shows at once in every island of the page; a change that cannot be saved is undone ' +
    'and says so, with "Try again". Anonymous visitors see nothing.',
  props: {},
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'user-settings.html',
  example: {},
});
