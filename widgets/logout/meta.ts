import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'logout',
  summary:
    'A "Log out" button: saves waiting basket changes, logs out (POST auth/logout), forgets what the bundle kept ' +
    "for the user in this browser (logged-in marker, this tab's unsent basket changes, the campaign selection) and " +
    "goes to the start page (the server's RedirectUrl when it is on this site).",
  props: {
    startUrl: f.path({
      description: "Where to go after logging out when the server names no page on this site: the shop's start page.",
      default: '/',
    }),
  },
  recommendedLoadOn: 'idle',
  needsPageContext: false,
  demoPage: 'account.html',
  example: { startUrl: '/' },
});
