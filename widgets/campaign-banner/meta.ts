import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';
import { tileChoiceField } from '../../shared/ui/data/campaign-choice-fields';

export const meta = widgetMeta({
  name: 'campaign-banner',
  summary:
    "A campaign banner: the banner picked for this placeholder from the page's Banners campaigns (weighted by priority, kept until the " +
    "selection resets; or the server's choice, see choice), or one banner by id. The image links to the campaign. Anonymous visitors see banners too. Shows nothing when there is no banner.",
  props: {
    placeholder: f.string({
      description: 'Name of the placeholder; each placeholder keeps its own pick.',
      default: 'banner',
      maxLength: 100,
    }),
    choice: tileChoiceField,
    bannerId: f.optionalString({ description: 'Show this banner (GET campaigns/banners/{id}) instead of a pick.' }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'campaign.html',
  example: { placeholder: 'top' },
});
