import { f } from '../../page-context/fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'delivery-date-drawer',
  summary:
    "A button showing the basket's expected delivery date that opens a side drawer with a date picker of the deliverable dates (and pre-sale periods) to change it.",
  props: {
    buttonLabel: f.optionalString({
      description: 'Text of the opening button; default the translated "Delivery date".',
    }),
  },
  recommendedLoadOn: 'idle',
  needsPageContext: true,
  demoPage: 'basket.html',
  example: {},
});
