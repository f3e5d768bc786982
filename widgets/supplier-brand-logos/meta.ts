import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'supplier-brand-logos',
  summary:
    "The page's supplier and brand logos (GET campaigns/supplier-brands) as a row of links, Priority 1 first, each named by its title. " +
    'Anonymous visitors see them too. Shows nothing when the page has no logos.',
  props: {
    heading: f.optionalString({ description: 'Heading above the logos; none when left out.' }),
    max: f.number({ description: 'How many logos at most.', default: 12, integer: true, min: 1, max: 100 }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'campaign.html',
  example: { heading: 'Our suppliers', max: 12 },
});
