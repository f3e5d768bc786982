import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'drop-size-warning',
  summary:
    'Tells how much is missing before the basket reaches the minimum order amount for its delivery date; fades out (500 ms) once it is reached.',
  props: {},
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'basket.html',
  example: {},
});
