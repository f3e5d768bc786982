export const NS = 'favorites';

/** Texts every screen of the area shares; each screen folder registers its own namespace besides. */
export const texts = {
  en: {
    anonymous: 'Log in to see your favourite lists.',
  },
  da: {
    anonymous: 'Log ind for at se dine favoritlister.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
