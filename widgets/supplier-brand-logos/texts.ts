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
