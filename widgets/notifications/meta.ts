import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'notifications',
  summary:
    "The customer's notifications page: unread and read lists, each sorted by position, with the unread count. " +
    '"Mark as read" and "Mark as unread" move a notification at once and the count follows; if the server refuses, ' +
    'it moves back and a message offers a retry. Shares its store with the promoted-notifications banner. ' +
    'Anonymous visitors get a login hint.',
  props: {},
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'notifications.html',
  example: {},
});
