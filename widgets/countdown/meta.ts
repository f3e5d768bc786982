import { f } from '../../page-context/fields';
import { isoDateTime } from './iso-date-time-field';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'countdown',
  summary:
    'Counts down to an end time (days, hours, minutes, seconds), ticking each second; shows "completed" once the time has passed.',
  props: {
    endTime: isoDateTime({
      description: 'When the countdown ends, ISO 8601 with time zone, e.g. "2026-12-24T12:00:00+01:00".',
    }),
    heading: f.optionalString({ description: 'Heading above the countdown (CMS text, shown as written).' }),
    completedText: f.optionalString({
      description: 'Text shown once the end time has passed; default the translated "Completed".',
    }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: false,
  demoPage: 'countdown.html',
  example: { endTime: '2026-12-24T12:00:00+01:00', heading: 'Christmas orders close in' },
});
