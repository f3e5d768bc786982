export const texts = {
  en: {
    label: 'Delivery date',
    buttonLabel: '{{label}}:',
    title: 'Choose delivery date',
    deliveryType: 'Delivery',
    normal: 'Normal delivery',
    periodRange: 'Delivery {{from}} – {{to}}',
    calendar: 'Delivery dates',
    selected: 'Selected: {{date}}',
    noneSelected: 'Choose a delivery date in the calendar.',
    noDates: 'There are no delivery dates to choose from right now. Try again later or contact customer service.',
    loadError: 'The delivery dates could not be loaded.',
    retry: 'Try again',
    confirm: 'Change delivery date',
    saving: 'Changing delivery date...',
    saveRefused: 'The delivery date could not be changed: {{message}}',
    saveError:
      'The delivery date could not be changed. Choose another date and try again, or reload the page if it keeps failing.',
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    months: 'Months',
    today: 'Today',
    selectedDay: 'selected',
    noDelivery: 'no delivery',
  },
  da: {
    label: 'Leveringsdato',
    buttonLabel: '{{label}}:',
    title: 'Vælg leveringsdato',
    deliveryType: 'Levering',
    normal: 'Normal levering',
    periodRange: 'Levering {{from}} – {{to}}',
    calendar: 'Leveringsdatoer',
    selected: 'Valgt: {{date}}',
    noneSelected: 'Vælg en leveringsdato i kalenderen.',
    noDates: 'Der er ingen leveringsdatoer at vælge imellem lige nu. Prøv igen senere, eller kontakt kundeservice.',
    loadError: 'Leveringsdatoerne kunne ikke hentes.',
    retry: 'Prøv igen',
    confirm: 'Skift leveringsdato',
    saving: 'Skifter leveringsdato...',
    saveRefused: 'Leveringsdatoen kunne ikke ændres: {{message}}',
    saveError:
      'Leveringsdatoen kunne ikke ændres. Vælg en anden dato, og prøv igen, eller genindlæs siden, hvis det bliver ved med at fejle.',
    nextMonth: 'Næste måned',
    previousMonth: 'Forrige måned',
    months: 'Måneder',
    today: 'I dag',
    selectedDay: 'valgt',
    noDelivery: 'ingen levering',
  },
};

/** The widget's i18n namespace (its name). */
export const NS = 'delivery-date-drawer';

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
