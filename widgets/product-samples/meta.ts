import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'product-samples',
  summary:
    'Free product samples: the samples campaign (GET campaigns/product-samples) as a tile list, 6 at first ("tiles") or 60 per page on a ' +
    'show-all page ("all"). Shows how many samples the basket holds ("2 of 3 samples chosen") or that it holds too many, and locks adding ' +
    '(with the reason) until the basket reaches the minimum total, or once the maximum is chosen; it follows the basket live. ' +
    'Anonymous visitors see a login hint.',
  props: {
    mode: f.oneOf(['tiles', 'all'], {
      description: '"tiles": the first 6, then more (SPEC 9 tile list); "all": the show-all page, 60 per page.',
      default: 'tiles',
    }),
    showAllUrl: f.url({
      description:
        'Where "Show all" links in "tiles" mode when there are over 18 samples (the page with mode "all"); none without it.',
      default: undefined,
    }),
    loginUrl: f.url({ description: 'Where the login hint links for anonymous visitors.', default: '/login' }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'samples.html',
  example: { mode: 'tiles', showAllUrl: '/samples' },
});
