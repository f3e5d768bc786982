import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';
import { placeholderChoiceField } from '../../shared/ui/data/campaign-choice-fields';

export const meta = widgetMeta({
  name: 'product-promotion',
  summary:
    'A product promotion: the ProductPromotions campaign picked for this placeholder (weighted by priority, or chosen by the server), its products as a tile list ' +
    '(first 6, "Show more" loads the next 12 when there are over 6, "Show all" links to the campaign when over 18; a single-position promotion shows 1), ' +
    'shuffled per page when the campaign says so, and a view-all link when the campaign has one. Anonymous visitors see a login hint instead of the products.',
  props: {
    placeholder: f.string({
      description: 'Name of the placeholder (position); each keeps its own pick.',
      default: 'promotion',
      maxLength: 100,
    }),
    choice: placeholderChoiceField,
    displayMode: f.oneOf(['campaign', 'inListSingle', 'inListMultiple', 'carousel'], {
      description:
        'Overrides the campaign\'s DisplaySetting.DisplayMode; "campaign" keeps it. inListSingle shows 1 product.',
      default: 'campaign',
    }),
    loginUrl: f.url({ description: 'Where the login hint links for anonymous visitors.', default: '/login' }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'campaign.html',
  example: { placeholder: 'promotion-top', loginUrl: '/login' },
});
