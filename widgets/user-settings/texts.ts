export const NS = 'user-settings';

export const texts = {
  en: {
    heading: 'Settings',
    loading: 'Loading your settings…',
    error: 'Your settings could not be loaded.',
    retry: 'Try again',
    priceLegend: 'Show prices',
    price: {
      SalesUnit: 'Per sales unit',
      BaseUnit: 'Per base unit',
      Kilo: 'Per kilo',
    },
    basketLegend: 'Show basket lines',
    basket: {
      Category: 'Grouped by category',
      List: 'As one list',
    },
    sortLegend: 'Default sort of search results',
    sort: {
      Relevance: 'Relevance',
      Name: 'Name (A–Z)',
      PriceAsc: 'Price, low to high',
      PriceDesc: 'Price, high to low',
      Brand: 'Brand',
    },
    saving: 'Saving…',
    saved: 'Saved',
    failed: '“{{value}}” was not saved. Check your connection and try again.',
    sessionExpired: '“{{value}}” was not saved: your session has expired. Log in again and try again.',
  },
  da: {
    heading: 'Indstillinger',
    loading: 'Henter dine indstillinger…',
    error: 'Dine indstillinger kunne ikke hentes.',
    retry: 'Prøv igen',
    priceLegend: 'Vis priser',
    price: {
      SalesUnit: 'Pr. salgsenhed',
      BaseUnit: 'Pr. basisenhed',
      Kilo: 'Pr. kilo',
    },
    basketLegend: 'Vis kurvens linjer',
    basket: {
      Category: 'Grupperet efter kategori',
      List: 'Som én liste',
    },
    sortLegend: 'Standardsortering af søgeresultater',
    sort: {
      Relevance: 'Relevans',
      Name: 'Navn (A–Å)',
      PriceAsc: 'Pris, lav til høj',
      PriceDesc: 'Pris, høj til lav',
      Brand: 'Mærke',
    },
    saving: 'Gemmer…',
    saved: 'Gemt',
    failed: '“{{value}}” blev ikke gemt. Tjek din forbindelse, og prøv igen.',
    sessionExpired: '“{{value}}” blev ikke gemt: din session er udløbet. Log ind igen, og prøv igen.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
