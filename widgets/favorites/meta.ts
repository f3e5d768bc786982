import { f } from '../../page-context/widget-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'favorites',
  summary:
    "The favourites area (page context area Favorites): the customer's favourite lists and the lists shared with them " +
    '(create, rename, delete, share, copy to a customer), a list with its products (search, sort, select into the basket ' +
    'in one batch, add by product numbers, remove, reorder, print), the list in edit mode, and the products bought in the ' +
    'last 3 months as a generated list. Each screen has its own address under the page, so Back, Forward and reload keep it.',
  props: {
    basePath: f.path({
      description:
        'The address the area lives under, e.g. "/favorites". Empty: the page context\'s areaBasePath, else the address ' +
        'with the screen part removed.',
      default: '',
      allowEmpty: true,
    }),
    productUrlPattern: f.urlPattern({
      description: 'Address of a product page; {id} is replaced by the product id.',
      default: '/product.html?id={id}',
    }),
    printUrl: f.url({
      description:
        'Address of the print page (a page with the favorites-print widget); opened in a window 900 high by 950 wide ' +
        'with the list, the search, the sort and the expected delivery date in its query.',
      default: '/favorites-print.html',
      sameOrigin: true,
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'favorites.html',
  example: { basePath: '/favorites', printUrl: '/favorites-print.html' },
});
