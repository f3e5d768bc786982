import { useStore } from '@nanostores/react';
import { memo } from 'react';
import { da, enGB } from 'date-fns/locale';
import { DayPicker, getDefaultClassNames, UI, type ClassNames, type Labels } from 'react-day-picker';
import { dateToDay, dayToDate, WEEK_STARTS_ON, type DeliveryCalendar } from '../../shared/domain/basket/delivery-dates';
import { formatDate } from '../../shared/i18n/format-date';
import { formatDateLong } from '../../shared/i18n/format-date-long';
import { defineWidget } from '../../shared/islands/define-widget';
import { sharedModules } from '../../shared/islands/shared-modules';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { NS } from './texts';

/**
 * This module is a lazy chunk (the drawer loads it when it may open). Named so that esbuild keeps every module the
 * widget chunks share in the one core chunk: a lazy chunk that used only some of them would split the rest off.
 */
export const shared = [sharedModules, defineWidget];

/**
 * react-day-picker's own class names (`rdp-day_button`) are not ours: every part is mapped to a
 * `wsh-delivery-date-drawer__*` class styled in this widget's CSS, so no unscoped stylesheet is
 * needed and a CMS rule cannot collide with it.
 */
const UI_PARTS: string[] = Object.values(UI);
const CLASS_NAMES = Object.fromEntries(
  // UI parts become elements (`__day-button`), day flags and selection states modifiers (`--selected`).
  Object.keys(getDefaultClassNames()).map((key) => [
    key,
    `wsh-${NS}${UI_PARTS.includes(key) ? '__' : '--'}${key.replaceAll('_', '-')}`,
  ]),
) as ClassNames;

interface CalendarProps {
  calendar: DeliveryCalendar;
  selected: string | null;
  onSelect(day: string): void;
}

/**
 * The month grid of delivery dates: only deliverable days can be chosen, within the first and last date. Memoised:
 * a month of labelled day buttons is the drawer's heaviest render, and the drawer renders again as it saves.
 */
export const Calendar = memo(function Calendar({ calendar, selected, onSelect }: CalendarProps) {
  const t = useT(NS);
  const { language } = useStore($pageContext);
  if (!calendar.first || !calendar.last || calendar.selectable.length === 0)
    return <p className={`wsh-${NS}__message`}>{t('noDates')}</p>;
  const first = dayToDate(calendar.first);
  const last = dayToDate(calendar.last);
  const labels: Partial<Labels> = {
    labelNav: () => t('months'),
    labelNext: () => t('nextMonth'),
    labelPrevious: () => t('previousMonth'),
    labelDayButton: (date, modifiers) =>
      [
        modifiers.today && t('today'),
        formatDateLong(date, 'PPPP'),
        modifiers.selected && t('selectedDay'),
        modifiers.disabled && t('noDelivery'),
      ]
        .filter(Boolean)
        .join(', '),
  };
  return (
    <DayPicker
      mode="single"
      required
      selected={selected ? dayToDate(selected) : undefined}
      onSelect={(date) => onSelect(dateToDay(date))}
      defaultMonth={selected ? dayToDate(selected) : dayToDate(calendar.selectable[0] ?? calendar.first)}
      startMonth={first}
      endMonth={last}
      disabled={[{ before: first }, { after: last }, (date) => !calendar.isSelectable(dateToDay(date))]}
      weekStartsOn={WEEK_STARTS_ON}
      locale={language === 'da' ? da : enGB}
      classNames={CLASS_NAMES}
      labels={labels}
      aria-label={t('calendar')}
      footer={selected ? t('selected', { date: formatDate(selected) }) : t('noneSelected')}
    />
  );
});
