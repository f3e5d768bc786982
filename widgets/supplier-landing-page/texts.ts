export const NS = 'supplier-landing-page';

/** The widget's own wording; the shared view's texts are in shared/ui/campaign-landing/texts.ts. */
export const texts = {
  en: {
    loading: 'Loading the page…',
    notFound: 'This supplier page has ended or does not exist.',
    error: 'The supplier page could not be loaded.',
    productsLabel: 'Products from {{name}}',
  },
  da: {
    loading: 'Henter siden…',
    notFound: 'Denne leverandørside er slut eller findes ikke.',
    error: 'Leverandørsiden kunne ikke hentes.',
    productsLabel: 'Varer fra {{name}}',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
