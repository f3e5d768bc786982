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
