import { f } from '../../page-context/widget-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';
import { menuItemsField } from '../../shared/ui/features/menu/menu-fields';

export const meta = widgetMeta({
  name: 'category-menu',
  summary:
    "The catalogue's categories for the header: the top categories an editor lists, or, when none are listed, the " +
    "catalogue's top categories read from the search's category facet (POST catalog/search without a term), each " +
    'linking to the category page. The category shown now is marked.',
  props: {
    categories: menuItemsField({
      description:
        'The categories to list, in order: { "text", "url", "items" } as in the off-canvas menu. Empty: the top ' +
        'categories come from the catalogue, linked through categoryUrlPattern.',
      optional: true,
    }),
    categoryUrlPattern: f.urlPattern({
      description:
        'Address of the category page, relative or http(s); {id} is replaced by the category id, e.g. "/catalogue?category={id}". Used when no categories are listed.',
      default: '/category.html?category={id}',
    }),
  },
  recommendedLoadOn: 'idle',
  needsPageContext: true,
  demoPage: 'category.html',
  example: { categoryUrlPattern: '/catalogue?category={id}' },
});
