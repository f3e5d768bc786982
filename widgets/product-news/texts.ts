export const texts = {
  en: {
    label: 'Product news',
    loading: 'Loading product news...',
    error: 'The product news could not be loaded.',
    retry: 'Try again',
    loginHint: 'Log in to see the products and prices of the news.',
    login: 'Log in',
    productsLoading: 'Loading products...',
    productsError: 'The products could not be loaded.',
    productsLabel: 'Products: {{title}}',
    pricePer: '{{price}} / {{per}}',
  },
  da: {
    label: 'Produktnyheder',
    loading: 'Henter produktnyheder...',
    error: 'Produktnyhederne kunne ikke hentes.',
    retry: 'Prøv igen',
    loginHint: 'Log ind for at se nyhedernes varer og priser.',
    login: 'Log ind',
    productsLoading: 'Henter varer...',
    productsError: 'Varerne kunne ikke hentes.',
    productsLabel: 'Varer: {{title}}',
    pricePer: '{{price}} / {{per}}',
  },
};

// Types only: useT('product-news') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'product-news': Bilingual<typeof texts>;
  }
}
