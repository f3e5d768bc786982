export const texts = {
  en: {
    label: 'Categories',
    overview: 'All of {{text}}',
    loading: 'Loading categories…',
    error: 'The categories could not be loaded.',
    retry: 'Try again',
  },
  da: {
    label: 'Kategorier',
    overview: 'Alt i {{text}}',
    loading: 'Henter kategorier…',
    error: 'Kategorierne kunne ikke hentes.',
    retry: 'Prøv igen',
  },
};

/** The widget's i18n namespace (its name). */
export const NS = 'category-menu';

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
