import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'co2-report',
  summary:
    'The CO2 report download (environmental impact): a period and, optionally, one of the EKGs the customer ' +
    'may narrow the report to (default the whole customer), and a button that downloads the report file in place. ' +
    'It shows once the period is complete and valid; until then a sentence says what is missing. Place it on the ' +
    'statistics page or anywhere else.',
  props: {},
  recommendedLoadOn: 'visible',
  needsPageContext: true,
  demoPage: 'co2-report.html',
  example: {},
});
