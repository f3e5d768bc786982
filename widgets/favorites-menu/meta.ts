import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'favorites-menu',
  summary:
    "The customer's favourite lists at a glance: each list's name and number of products, with a link to the list in the favourites area; lists another customer shared read-only are marked. A new list can be created from here, its name checked against the lists. Anonymous visitors get a login hint.",
  props: {
    favoritesUrl: f.path({
      description:
        'Address of the favourites area page on this site; each list links to "<favoritesUrl>/details/<list id>", "All favourite lists" to the address itself.',
      default: '/favorites',
    }),
  },
  recommendedLoadOn: 'idle',
  needsPageContext: true,
  demoPage: 'favorites-menu.html',
  example: { favoritesUrl: '/my-account/favorites' },
});
