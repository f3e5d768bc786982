export const texts = {
  en: {
    defaultHeading: 'Promotion',
    loading: 'Loading promotion...',
    error: 'The promotion could not be loaded.',
    retry: 'Try again',
    loginHint: 'Log in to see the products and prices of this promotion.',
    viewAll: 'View all products',
  },
  da: {
    defaultHeading: 'Kampagne',
    loading: 'Henter kampagne...',
    error: 'Kampagnen kunne ikke hentes.',
    retry: 'Prøv igen',
    loginHint: 'Log ind for at se kampagnens varer og priser.',
    viewAll: 'Se alle varer',
  },
};

// Types only: useT('product-promotion') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'product-promotion': Bilingual<typeof texts>;
  }
}
