export const texts = {
  en: {
    message: 'Something went wrong (error {{status}}). Please try again.',
    offline: 'The shop could not be reached. Check your connection and try again.',
  },
  da: {
    message: 'Noget gik galt (fejl {{status}}). Prøv venligst igen.',
    offline: 'Webshoppen kunne ikke nås. Kontrollér din forbindelse, og prøv igen.',
  },
};
