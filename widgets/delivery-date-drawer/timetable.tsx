import { useStore } from '@nanostores/react';
import { deliveryApi } from '../../shared/api/delivery-api';
import { readOptional } from '../../shared/api/http/readers';
import { Timetable } from '../../shared/domain/basket/timetable';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';
import { createFetcher } from '../../shared/lib/fetcher';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { NS } from './texts';

/** The timetable (shared/domain/basket/timetable.ts): null is none; days without a day number 1-7 are dropped. */
export const readTimetable = readOptional(Timetable, 'timetable');

const timetable = createFetcher({
  fetch: (expectedDeliveryDate: string) =>
    deliveryApi.timetable({ expectedDeliveryDate: expectedDeliveryDate.slice(0, 10) }).then(readTimetable),
  empty: (t) => !t || t.Days.length === 0,
  keep: () => true,
});

/** Day names by SPEC 3's DayOfWeek, 1 Monday ... 7 Sunday (weekdays start on Monday, SPEC 5). */
const WEEKDAY_KEYS = ['day1', 'day2', 'day3', 'day4', 'day5', 'day6', 'day7'] as const;

/**
 * The customer's delivery timetable for the basket's date: which weekdays the route delivers, by when to
 * order for each, and the delivery window. Mounted, and so asked for, only when the buyer opens it.
 */
export function DeliveryTimetable() {
  const t = useT(NS);
  const expected = useStore($expectedDeliveryDate);
  const table = useFetcher(timetable, expected ?? '', (date) => date || undefined);
  if (table.status === 'loading' || table.status === 'error') {
    return (
      <LoadStatus
        status={table.status}
        className={`wsh-${NS}__message`}
        t={(key) => t(key === 'error' ? 'timetableError' : key === 'loading' ? 'timetableLoading' : 'retry')}
        onRetry={table.retry}
      />
    );
  }
  const data = table.data;
  if (!data || data.Days.length === 0) return <p className={`wsh-${NS}__message`}>{t('timetableEmpty')}</p>;
  const dayName = (n: number) => {
    const key = WEEKDAY_KEYS[n - 1];
    return key ? t(key) : '';
  };
  const deadline = data.OrderDeadline ? formatDate(data.OrderDeadline) : '';
  return (
    <div className={`wsh-${NS}__timetable`}>
      {deadline && expected && (
        <p>
          {t('timetableNext', {
            date: formatDate(expected),
            deadline,
            time: formatDate(data.OrderDeadline, 'HH:mm'),
          })}
        </p>
      )}
      <table className={`wsh-${NS}__timetable-table`}>
        <caption>{data.Route ? t('timetableCaptionRoute', { route: data.Route }) : t('timetableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('timetableDay')}</th>
            <th scope="col">{t('timetableOrderBy')}</th>
            <th scope="col">{t('timetableWindow')}</th>
          </tr>
        </thead>
        <tbody>
          {data.Days.map((d) => (
            <tr key={d.DayOfWeek}>
              <th scope="row">{dayName(d.DayOfWeek)}</th>
              <td>{[dayName(d.OrderDeadlineDayOfWeek), d.OrderDeadlineTime].filter(Boolean).join(' ')}</td>
              <td>{d.From && d.To ? `${d.From}–${d.To}` : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
