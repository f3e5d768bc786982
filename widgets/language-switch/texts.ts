export const NS = 'language-switch';

export const texts = {
  en: {
    label: 'Language',
    changing: 'Changing the language…',
    failed: 'The language could not be changed. Check your connection and try again.',
  },
  da: {
    label: 'Sprog',
    changing: 'Skifter sprog…',
    failed: 'Sproget kunne ikke skiftes. Tjek din forbindelse, og prøv igen.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
