export const NS = 'customer-cases';

/** Texts of the area island itself; the cases screen registers its own namespace (cases/texts.ts). */
export const texts = {
  en: {
    anonymous: 'Log in to see your customer cases.',
  },
  da: {
    anonymous: 'Log ind for at se dine kundesager.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
