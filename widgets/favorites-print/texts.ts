export const NS = 'favorites-print';

export const texts = {
  en: {
    salesStatisticsTitle: 'Bought in the last 3 months',
    expectedDelivery: 'Expected delivery: {{date}}',
    searchedFor: 'Products matching “{{query}}”',
    print: 'Print',
    loading: 'Loading the list…',
    error: 'The list could not be loaded.',
    retry: 'Try again',
    notFound: 'This list does not exist any more, or it is not yours. Close this window and open the list again.',
    noTarget: 'Nothing to print: open this page from the Print button of a favourite list.',
    empty: 'The list has no products to print.',
    anonymous: 'Log in to print your favourite lists.',
    columnName: 'Product',
    columnNumber: 'Item number',
    columnUnit: 'Unit',
    columnQuantity: 'Quantity',
    productCount_one: '{{count}} product',
    productCount_other: '{{count}} products',
    unitOf: '{{unit}} of {{count}} {{base}}',
  },
  da: {
    salesStatisticsTitle: 'Købt de seneste 3 måneder',
    expectedDelivery: 'Forventet levering: {{date}}',
    searchedFor: 'Varer der matcher “{{query}}”',
    print: 'Udskriv',
    loading: 'Henter listen…',
    error: 'Listen kunne ikke hentes.',
    retry: 'Prøv igen',
    notFound: 'Listen findes ikke længere, eller den er ikke din. Luk vinduet, og åbn listen igen.',
    noTarget: 'Intet at udskrive: åbn siden fra Udskriv-knappen på en favoritliste.',
    empty: 'Listen har ingen varer at udskrive.',
    anonymous: 'Log ind for at udskrive dine favoritlister.',
    columnName: 'Vare',
    columnNumber: 'Varenummer',
    columnUnit: 'Enhed',
    columnQuantity: 'Antal',
    productCount_one: '{{count}} vare',
    productCount_other: '{{count}} varer',
    unitOf: '{{unit}} à {{count}} {{base}}',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
