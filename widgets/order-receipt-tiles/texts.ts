export const texts = {
  en: {
    label: 'Campaigns',
    loading: 'Loading campaigns...',
    error: 'The campaigns could not be loaded.',
    retry: 'Try again',
  },
  da: {
    label: 'Kampagner',
    loading: 'Henter kampagner...',
    error: 'Kampagnerne kunne ikke hentes.',
    retry: 'Prøv igen',
  },
};

// Types only: useT('order-receipt-tiles') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'order-receipt-tiles': Bilingual<typeof texts>;
  }
}
