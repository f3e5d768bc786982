export const texts = {
  en: {
    label: 'Suppliers and brands',
    loading: 'Loading logos...',
    error: 'The logos could not be loaded.',
    retry: 'Try again',
  },
  da: {
    label: 'Leverandører og brands',
    loading: 'Henter logoer...',
    error: 'Logoerne kunne ikke hentes.',
    retry: 'Prøv igen',
  },
};

// Types only: useT('supplier-brand-logos') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'supplier-brand-logos': Bilingual<typeof texts>;
  }
}
