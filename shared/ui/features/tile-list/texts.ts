/** Texts of the shared tile list (namespace `tile-list`), English and Danish with the same keys. */
export const TILE_LIST_NS = 'tile-list';

export const texts = {
  en: {
    retry: 'Try again',
    more: 'Show more products',
    showAll: 'Show all {{count}} products',
    loadingMore: 'Loading more products...',
    empty: 'There are no products to show here right now.',
    login: 'Log in',
  },
  da: {
    retry: 'Prøv igen',
    more: 'Vis flere varer',
    showAll: 'Vis alle {{count}} varer',
    loadingMore: 'Henter flere varer...',
    empty: 'Der er ingen varer at vise her lige nu.',
    login: 'Log ind',
  },
};

// Types only: useT(TILE_LIST_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../../i18n/text-keys' {
  interface TextNamespaces {
    [TILE_LIST_NS]: Bilingual<typeof texts>;
  }
}
