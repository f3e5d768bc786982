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
