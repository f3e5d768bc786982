export const NS = 'orders-reorder';

/** Texts of the reorder actions on an order's details and of their summary. */
export const texts = {
  en: {
    heading: 'Order again',
    copyIntro: 'Adds the lines of this order to your basket, on top of what it holds.',
    copySubmit: 'Order again',
    copyBusy: 'Adding to your basket…',
    copyNotFound: 'This order can no longer be found, so nothing was added to your basket.',
    copyFailed: 'The order could not be added to your basket. Check your connection and try again.',
    unsaved: 'Your last changes to the basket are not saved yet, so the order was not added. Try again in a moment.',
    otherToggle: 'Order again for another customer',
    customerNumber: 'Customer number',
    customerHint: "The lines go into that customer's current basket.",
    customerRequired: 'Enter the customer number.',
    importSubmit: "Add to the customer's basket",
    importBusy: 'Adding to the customer’s basket…',
    customerNotFound: 'We found no customer {{customer}}. Check the customer number and try again.',
    importFailed:
      "The order could not be added to the customer's basket because of an unknown error. Try again, or contact us if it keeps failing.",
    summaryOwn: 'Added to your basket',
    summaryOther: 'Added to the basket of customer {{customer}}',
    summaryCount_one: '{{count}} of {{total}} lines went into the basket (delivery {{date}}).',
    summaryCount_other: '{{count}} of {{total}} lines went into the basket (delivery {{date}}).',
    summaryOtherNote: "Your own basket has not changed: the lines went into customer {{customer}}'s basket.",
    summaryLine: '{{name}} ({{itemNumber}}), quantity {{quantity}}',
    added: 'Added',
    notDeliverable: 'Not added: not deliverable on the basket’s delivery date',
    outOfStock: 'Not added: out of stock',
    replaced: 'Replaced by {{name}}',
    replacedUnnamed: 'Replaced by another product',
    notAdded: 'Not added: no longer available',
  },
  da: {
    heading: 'Bestil igen',
    copyIntro: 'Lægger ordrens linjer i din kurv, oven i det, der allerede er i den.',
    copySubmit: 'Bestil igen',
    copyBusy: 'Lægger i din kurv…',
    copyNotFound: 'Ordren findes ikke længere, så intet blev lagt i din kurv.',
    copyFailed: 'Ordren kunne ikke lægges i din kurv. Tjek forbindelsen, og prøv igen.',
    unsaved: 'Dine seneste ændringer i kurven er ikke gemt endnu, så ordren blev ikke lagt i. Prøv igen om lidt.',
    otherToggle: 'Bestil igen til en anden kunde',
    customerNumber: 'Kundenummer',
    customerHint: 'Linjerne lægges i kundens aktuelle kurv.',
    customerRequired: 'Skriv kundenummeret.',
    importSubmit: 'Læg i kundens kurv',
    importBusy: 'Lægger i kundens kurv…',
    customerNotFound: 'Vi fandt ingen kunde {{customer}}. Tjek kundenummeret, og prøv igen.',
    importFailed:
      'Ordren kunne ikke lægges i kundens kurv på grund af en ukendt fejl. Prøv igen, eller kontakt os, hvis det bliver ved.',
    summaryOwn: 'Lagt i din kurv',
    summaryOther: 'Lagt i kurven hos kunde {{customer}}',
    summaryCount_one: '{{count}} af {{total}} linjer kom i kurven (levering {{date}}).',
    summaryCount_other: '{{count}} af {{total}} linjer kom i kurven (levering {{date}}).',
    summaryOtherNote: 'Din egen kurv er uændret: linjerne kom i kurven hos kunde {{customer}}.',
    summaryLine: '{{name}} ({{itemNumber}}), antal {{quantity}}',
    added: 'Lagt i',
    notDeliverable: 'Ikke lagt i: kan ikke leveres på kurvens leveringsdato',
    outOfStock: 'Ikke lagt i: udsolgt',
    replaced: 'Erstattet af {{name}}',
    replacedUnnamed: 'Erstattet af en anden vare',
    notAdded: 'Ikke lagt i: findes ikke længere',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
