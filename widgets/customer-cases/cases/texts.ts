/** Texts of the customer cases screen (namespace `customer-cases-cases`), English and Danish with the same keys. */
export const CASES_NS = 'customer-cases-cases';

export const texts = {
  en: {
    heading: 'Your customer cases',
    loading: 'Loading your customer cases…',
    error: 'Your customer cases could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    empty: 'You have no customer cases.',
    listLabel: 'Customer cases, newest first',
    created: 'Case of {{date}}',
    deliveryDay: 'Delivery {{day}} {{date}}',
    deliveryDayOnly: 'Delivery {{day}}',
    productCount_one: '{{count}} product',
    productCount_other: '{{count}} products',
    statusOpen: 'Open',
    statusClosed: 'Closed',
    deliveryTime: 'Delivery time',
    timeSpan: '{{from}}–{{to}}',
    timeFrom: 'from {{from}}',
    timeTo: 'until {{to}}',
    productsCaption: 'Products in the case of {{date}}',
    itemNumber: 'Item number',
    itemName: 'Product',
    quantity: 'Quantity',
    cause: 'Cause',
    causeDamaged: 'Damaged',
    causeMissing: 'Missing',
    causeQuality: 'Quality',
    causeShortDate: 'Short best-before date',
    noProducts: 'No products are listed for this case.',
  },
  da: {
    heading: 'Dine kundesager',
    loading: 'Henter dine kundesager…',
    error: 'Dine kundesager kunne ikke hentes. Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
    empty: 'Du har ingen kundesager.',
    listLabel: 'Kundesager, nyeste først',
    created: 'Sag fra {{date}}',
    deliveryDay: 'Levering {{day}} {{date}}',
    deliveryDayOnly: 'Levering {{day}}',
    productCount_one: '{{count}} vare',
    productCount_other: '{{count}} varer',
    statusOpen: 'Åben',
    statusClosed: 'Lukket',
    deliveryTime: 'Leveringstid',
    timeSpan: '{{from}}–{{to}}',
    timeFrom: 'fra {{from}}',
    timeTo: 'indtil {{to}}',
    productsCaption: 'Varer i sagen fra {{date}}',
    itemNumber: 'Varenummer',
    itemName: 'Vare',
    quantity: 'Antal',
    cause: 'Årsag',
    causeDamaged: 'Beskadiget',
    causeMissing: 'Mangler',
    causeQuality: 'Kvalitet',
    causeShortDate: 'Kort holdbarhed',
    noProducts: 'Der er ingen varer på denne sag.',
  },
};

// Types only: useT(CASES_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [CASES_NS]: Bilingual<typeof texts>;
  }
}
