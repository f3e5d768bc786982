/** Texts of the shared campaign page view (namespace `campaign-landing`), English and Danish with the same keys. */
export const CAMPAIGN_LANDING_NS = 'campaign-landing';

export const texts = {
  en: {
    presentedBy: 'Presented by {{owner}}',
    logo: '{{name}} logo',
    productsHeading: 'Products',
    productsCount_one: '{{count}} product',
    productsCount_other: '{{count}} products',
    productsLoading: 'Loading the products…',
    productsError: 'The products could not be loaded.',
    errorHint: 'Check your connection and try again.',
    retry: 'Try again',
    noProducts: 'There are no products to order here right now.',
    loginHint: 'Log in to see the products and prices.',
    login: 'Log in',
    back: 'Back to the shop',
  },
  da: {
    presentedBy: 'Præsenteret af {{owner}}',
    logo: '{{name}} logo',
    productsHeading: 'Varer',
    productsCount_one: '{{count}} vare',
    productsCount_other: '{{count}} varer',
    productsLoading: 'Henter varerne…',
    productsError: 'Varerne kunne ikke hentes.',
    errorHint: 'Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
    noProducts: 'Der er ingen varer at bestille her lige nu.',
    loginHint: 'Log ind for at se varerne og priserne.',
    login: 'Log ind',
    back: 'Tilbage til butikken',
  },
};

// Types only: useT(CAMPAIGN_LANDING_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../../i18n/text-keys' {
  interface TextNamespaces {
    [CAMPAIGN_LANDING_NS]: Bilingual<typeof texts>;
  }
}
