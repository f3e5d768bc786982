export const texts = {
  en: {
    completed: 'Completed',
    label: 'Time left',
    days_one: 'day',
    days_other: 'days',
    hours_one: 'hour',
    hours_other: 'hours',
    minutes_one: 'minute',
    minutes_other: 'minutes',
    seconds_one: 'second',
    seconds_other: 'seconds',
  },
  da: {
    completed: 'Afsluttet',
    label: 'Tid tilbage',
    days_one: 'dag',
    days_other: 'dage',
    hours_one: 'time',
    hours_other: 'timer',
    minutes_one: 'minut',
    minutes_other: 'minutter',
    seconds_one: 'sekund',
    seconds_other: 'sekunder',
  },
};

// Types only: useT('countdown') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    countdown: Bilingual<typeof texts>;
  }
}
