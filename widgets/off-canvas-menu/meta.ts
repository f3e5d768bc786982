import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';
import { menuItemsField } from '../../shared/ui/features/menu/menu-fields';

export const meta = widgetMeta({
  name: 'off-canvas-menu',
  summary:
    "The site's main menu for small screens (or any screen): a menu button that opens the menu as an overlay " +
    'from the side of the page. Keyboard: Tab stays inside while it is open, Escape or the close button closes ' +
    'it (with the 500 ms exit animation) and focus goes back to the menu button. Entries with entries under ' +
    'them open and close in place. The page shown now is marked.',
  props: {
    items: menuItemsField({
      description:
        'The menu: a list of { "text", "url", "items" }, where "items" (optional, first level only) lists the ' +
        'entries under it. Links are relative or http(s).',
    }),
    title: f.optionalString({ description: 'The menu\'s heading; default "Menu" in the page\'s language.' }),
    buttonText: f.optionalString({
      description: 'The text of the menu button; default "Menu" in the page\'s language.',
    }),
    side: f.oneOf(['left', 'right'] as const, {
      description: 'The side of the page the menu comes in from.',
      default: 'left',
    }),
  },
  recommendedLoadOn: 'idle',
  needsPageContext: false,
  demoPage: 'menus.html',
  example: {
    items: [
      { text: 'Offers', url: '/offers' },
      {
        text: 'Assortment',
        url: '/assortment',
        items: [
          { text: 'Dairy', url: '/assortment/dairy' },
          { text: 'Fish', url: '/assortment/fish' },
        ],
      },
    ],
  },
});
