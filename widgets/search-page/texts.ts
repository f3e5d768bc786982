// The search page's own texts; the facets, sort, count and failures are the shared catalogue-search texts.
export const texts = {
  en: {
    searchLabel: 'Search products',
    searchButton: 'Search',
    headingAll: 'Search',
    headingTerm: 'Results for “{{term}}”',
    prompt: 'Type what you are looking for (a product name, a brand or a product number) and press Search.',
    openingProduct: 'One product found; opening it…',
    emptyTitle: 'No products match “{{term}}”.',
    emptyHint: 'Check the spelling, or try a shorter or more general term.',
    results: 'Search results',
  },
  da: {
    searchLabel: 'Søg efter varer',
    searchButton: 'Søg',
    headingAll: 'Søg',
    headingTerm: 'Resultater for “{{term}}”',
    prompt: 'Skriv, hvad du leder efter (et varenavn, et mærke eller et varenummer), og tryk på Søg.',
    openingProduct: 'Én vare fundet; åbner den…',
    emptyTitle: 'Ingen varer matcher “{{term}}”.',
    emptyHint: 'Tjek stavningen, eller prøv et kortere eller mere generelt ord.',
    results: 'Søgeresultater',
  },
};

/** The widget's i18n namespace (its name). */
export const NS = 'search-page';

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
