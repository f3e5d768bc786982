export const NS = 'brand-details';

export const texts = {
  en: {
    loading: 'Loading the brand…',
    error: 'The brand could not be loaded.',
    errorHint: 'Check your connection and try again.',
    notFound: 'This brand is not available.',
    retry: 'Try again',
    showProducts: 'See the products',
    backToInfo: 'Back to the brand',
    productsHeading: 'Products from {{name}}',
    productsLabel: 'Products from {{name}}',
    productsCount_one: '{{count}} product',
    productsCount_other: '{{count}} products',
    productsLoading: 'Loading the products…',
    productsError: 'The products could not be loaded.',
    noProducts: 'This brand has no products to order right now.',
  },
  da: {
    loading: 'Henter brandet…',
    error: 'Brandet kunne ikke hentes.',
    errorHint: 'Tjek din forbindelse, og prøv igen.',
    notFound: 'Dette brand er ikke tilgængeligt.',
    retry: 'Prøv igen',
    showProducts: 'Se varerne',
    backToInfo: 'Tilbage til brandet',
    productsHeading: 'Varer fra {{name}}',
    productsLabel: 'Varer fra {{name}}',
    productsCount_one: '{{count}} vare',
    productsCount_other: '{{count}} varer',
    productsLoading: 'Henter varerne…',
    productsError: 'Varerne kunne ikke hentes.',
    noProducts: 'Dette brand har ingen varer at bestille lige nu.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
