export const NS = 'campaign-details';

/** The widget's own wording; the shared view's texts are in shared/ui/campaign-landing/texts.ts. */
export const texts = {
  en: {
    loading: 'Loading the campaign…',
    notFound: 'This campaign has ended or does not exist.',
    error: 'The campaign could not be loaded.',
    productsLabel: 'Products of {{title}}',
  },
  da: {
    loading: 'Henter kampagnen…',
    notFound: 'Denne kampagne er slut eller findes ikke.',
    error: 'Kampagnen kunne ikke hentes.',
    productsLabel: 'Varer i {{title}}',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
