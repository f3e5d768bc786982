export const texts = {
  en: {
    message: 'Something went wrong (error {{status}}). Please try again.',
    offline: 'The shop could not be reached. Check your connection and try again.',
    forbidden: 'You are not allowed to do this.',
  },
  da: {
    message: 'Noget gik galt (fejl {{status}}). Prøv venligst igen.',
    offline: 'Webshoppen kunne ikke nås. Kontrollér din forbindelse, og prøv igen.',
    forbidden: 'Du har ikke tilladelse til at gøre dette.',
  },
};

// Types only: useT('exception-overlay') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'exception-overlay': Bilingual<typeof texts>;
  }
}
