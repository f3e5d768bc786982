import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';
import { placeholderChoiceField } from '../../shared/ui/data/campaign-choice-fields';

export const meta = widgetMeta({
  name: 'highlighted-products',
  summary:
    'Highlighted products: the HighlightedProducts campaign picked for this placeholder (weighted by priority, or chosen by the server), with its badge ' +
    '(Sponsored, New or Recommended) and owner, and its products as a tile list: the campaign\'s products, or with "use supplier-brand products" ' +
    'the owner brand\'s (or supplier\'s) products. First 6, "Show more" above 6, "Show all" above 18; a single position shows 1. ' +
    'Anonymous visitors see a login hint instead of the products.',
  props: {
    placeholder: f.string({
      description: 'Name of the placeholder (position); each keeps its own pick.',
      default: 'highlighted',
      maxLength: 100,
    }),
    choice: placeholderChoiceField,
    displayMode: f.oneOf(['campaign', 'inListSingle', 'inListMultiple'], {
      description:
        'Overrides the campaign\'s DisplaySetting.DisplayMode; "campaign" keeps it. inListSingle shows 1 product.',
      default: 'campaign',
    }),
    loginUrl: f.url({ description: 'Where the login hint links for anonymous visitors.', default: '/login' }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'highlights.html',
  example: { placeholder: 'highlighted-top', displayMode: 'inListMultiple' },
});
