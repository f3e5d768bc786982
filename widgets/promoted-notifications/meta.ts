import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'promoted-notifications',
  summary:
    'A banner for any page with the unread promoted notifications (GET notifications/promoted): each with a ' +
    '"Mark as read" button that reads it, and it leaves. Asks only for a logged-in user and shows nothing ' +
    'when there are none; on the notifications page the read one moves to the read list at once.',
  props: {},
  recommendedLoadOn: 'idle',
  needsPageContext: true,
  demoPage: 'promoted-notifications.html',
  example: {},
});
