export const NS = 'punch-out-orders';

/** Texts of the area island itself; the orders screen registers its own namespace (orders/texts.ts). */
export const texts = {
  en: {
    anonymous: 'Log in to see your punch-out orders.',
  },
  da: {
    anonymous: 'Log ind for at se dine punch-out-ordrer.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
