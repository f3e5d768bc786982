import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'quote-tile',
  summary:
    'A quote from a customer or a supplier: the words, who said them and their role, with an optional portrait or logo. Side by side on wide screens, stacked on narrow ones.',
  props: {
    quote: f.string({
      description: 'The quoted words, without quotation marks (the tile adds them).',
      maxLength: 1000,
    }),
    author: f.string({ description: 'Who said it.', maxLength: 200 }),
    role: f.optionalString({ description: 'Their role and organisation, e.g. "Head chef, Kantinen på Havnen".' }),
    image: f.url<undefined>({
      description: 'A portrait or a logo (image on this site or the image host).',
      default: undefined,
    }),
    imageAlt: f.string({
      description:
        "Text for the image: the organisation's name for a logo; empty for a portrait (the author is named beside it).",
      default: '',
      maxLength: 200,
    }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: false,
  demoPage: 'quote.html',
  example: {
    quote: "Our orders arrive before seven, every morning, and the fish is always this morning's catch.",
    author: 'Mette Jensen',
    role: 'Head chef, Kantinen på Havnen',
    image: '/quote-portrait.svg',
  },
});
