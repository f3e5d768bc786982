import { f } from '../../page-context/widget-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'statistics',
  summary:
    'The statistics area (page context area Statistics): the organic-share report sent by e-mail for a chosen ' +
    'period, and the subscribers who receive it, added (several addresses at once) and removed. One screen on ' +
    'the page\'s own address; any other address below it shows "not found". The CO2 report download is its own ' +
    'widget, co2-report, to place beside it.',
  props: {
    basePath: f.path({
      description:
        'The address the area lives under, e.g. "/statistics". Empty: the page context\'s areaBasePath, else ' +
        "the page's address.",
      default: '',
      allowEmpty: true,
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'statistics.html',
  example: { basePath: '/statistics' },
});
