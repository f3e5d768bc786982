export const texts = {
  en: {
    loading: 'Loading campaign...',
    error: 'The campaign could not be loaded.',
    retry: 'Try again',
    opensNewWindow: '(opens in a new window)',
  },
  da: {
    loading: 'Henter kampagne...',
    error: 'Kampagnen kunne ikke hentes.',
    retry: 'Prøv igen',
    opensNewWindow: '(åbner i et nyt vindue)',
  },
};

// Types only: useT('campaign-banner') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'campaign-banner': Bilingual<typeof texts>;
  }
}
