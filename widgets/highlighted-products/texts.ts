export const texts = {
  en: {
    defaultHeading: 'Highlighted products',
    sponsored: 'Sponsored',
    new: 'New',
    recommended: 'Recommended',
    owner: 'From {{owner}}',
    loading: 'Loading highlighted products...',
    error: 'The highlighted products could not be loaded.',
    retry: 'Try again',
    empty: 'This campaign has no products to show right now.',
    loginHint: 'Log in to see these products and their prices.',
  },
  da: {
    defaultHeading: 'Fremhævede varer',
    sponsored: 'Sponsoreret',
    new: 'Nyhed',
    recommended: 'Anbefalet',
    owner: 'Fra {{owner}}',
    loading: 'Henter fremhævede varer...',
    error: 'De fremhævede varer kunne ikke hentes.',
    retry: 'Prøv igen',
    empty: 'Kampagnen har ingen varer at vise lige nu.',
    loginHint: 'Log ind for at se varerne og deres priser.',
  },
};

// Types only: useT('highlighted-products') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'highlighted-products': Bilingual<typeof texts>;
  }
}
