import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';
import { menuItemsField } from '../../shared/ui/features/menu/menu-fields';

export const meta = widgetMeta({
  name: 'my-account-menu',
  summary:
    'The my-account menu for the page header: a "My account" button with the number of unread notifications, ' +
    "opening a menu of the account pages the editor lists, the notifications, the customer's favourite lists " +
    '(with how many there are) and "Log out" (which saves waiting basket changes first). Escape, a click ' +
    'outside or leaving it with Tab closes it. Anonymous visitors get a "Log in" link instead.',
  props: {
    items: menuItemsField({
      description:
        'The account pages, e.g. orders, documents, statistics, settings: a list of { "text", "url" } ' +
        '(one level). Shown first, in this order.',
      optional: true,
    }),
    notificationsUrl: f.path({
      description: 'Address of the notifications page on this site.',
      default: '/notifications',
    }),
    favoritesUrl: f.path({ description: 'Address of the favourites area page on this site.', default: '/favorites' }),
    startUrl: f.path({
      description: "Where to go after logging out when the server names no page on this site: the shop's start page.",
      default: '/',
    }),
  },
  recommendedLoadOn: 'idle',
  needsPageContext: true,
  demoPage: 'menus.html',
  example: {
    items: [
      { text: 'Orders', url: '/my-account/orders' },
      { text: 'Documents', url: '/my-account/documents' },
      { text: 'Settings', url: '/my-account/settings' },
    ],
    notificationsUrl: '/my-account/notifications',
    favoritesUrl: '/my-account/favorites',
  },
});
