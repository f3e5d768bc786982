export const texts = {
  en: {
    loading: 'Loading campaign...',
    error: 'The campaign could not be loaded.',
    retry: 'Try again',
  },
  da: {
    loading: 'Henter kampagne...',
    error: 'Kampagnen kunne ikke hentes.',
    retry: 'Prøv igen',
  },
};

// Types only: useT('promotion-tile') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'promotion-tile': Bilingual<typeof texts>;
  }
}
