import { bad, field, type Field, type Options } from '../../page-context/fields';

/** An ISO 8601 date or date-time, kept as the string the CMS wrote (only the countdown's end time is one). */
export function isoDateTime(opts: Options<string>): Field<string> {
  return field('ISO 8601 date-time', opts, (raw) =>
    typeof raw === 'string' &&
    /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw) &&
    !Number.isNaN(Date.parse(raw))
      ? { ok: true, value: raw }
      : bad('an ISO 8601 date-time such as "2026-12-24T18:00:00+01:00"', raw),
  );
}
