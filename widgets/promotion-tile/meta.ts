import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';
import { tileChoiceField } from '../../shared/ui/data/campaign-choice-fields';

export const meta = widgetMeta({
  name: 'promotion-tile',
  summary:
    "A promotion tile: the campaign picked for this placeholder from the page's PromotionTiles (weighted by priority, kept until the selection " +
    "resets; or the server's choice, see choice), with its image, title, text and owner, linked to the campaign. Anonymous visitors see it too. Shows nothing when the page has no tile.",
  props: {
    placeholder: f.string({
      description: 'Name of the placeholder; each placeholder keeps its own pick.',
      default: 'default',
      maxLength: 100,
    }),
    choice: tileChoiceField,
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'campaign-tiles.html',
  example: { placeholder: 'tile-1' },
});
