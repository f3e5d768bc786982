/**
 * Texts of the catalogue listings' shared parts (namespace `catalogue-search`): the facets, the sort, the
 * result count, the results' failure and the availability notice, which the search page and the category
 * page both show. English and Danish with the same keys.
 */
export const CATALOGUE_SEARCH_NS = 'catalogue-search';

export const texts = {
  en: {
    searching: 'Searching…',
    count_one: '{{count}} product',
    count_other: '{{count}} products',
    emptyHintFilters: 'Your filters may hide results: clear them to see everything that matches.',
    error: 'The products could not be loaded.',
    errorHint: 'Check your connection and try again.',
    retry: 'Try again',
    sortLabel: 'Sort by',
    sort: {
      Relevance: 'Relevance',
      Name: 'Name (A–Z)',
      PriceAsc: 'Price, low to high',
      PriceDesc: 'Price, high to low',
      Brand: 'Brand',
    },
    filters: 'Filters',
    filtersToggle: 'Filters',
    filtersToggleCount: 'Filters ({{count}})',
    clearFilters: 'Clear filters',
    showMore: 'Show more ({{count}})',
    showFewer: 'Show fewer',
    group: { category: 'Category', markings: 'Markings', cool: 'Storage', aircargo: 'Transport' },
    marking: {
      cool: 'Chilled',
      freeze: 'Frozen',
      dry: 'Dry',
      aircargo: 'Air cargo',
      danish: 'Danish',
      organic: 'Organic',
      glutenfree: 'Gluten-free',
      keyhole: 'Keyhole',
      msc: 'MSC certified',
      vegan: 'Vegan',
      fairtrade: 'Fairtrade',
    },
    valueCount: '{{count}} products',
    availabilityChanged:
      'The delivery date changed, so what is available may have changed too. Your filters were cleared; choose them again if you need them.',
    dismiss: 'Dismiss',
  },
  da: {
    searching: 'Søger…',
    count_one: '{{count}} vare',
    count_other: '{{count}} varer',
    emptyHintFilters: 'Dine filtre skjuler måske resultater: ryd dem for at se alt, der matcher.',
    error: 'Varerne kunne ikke hentes.',
    errorHint: 'Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
    sortLabel: 'Sortér efter',
    sort: {
      Relevance: 'Relevans',
      Name: 'Navn (A–Å)',
      PriceAsc: 'Pris, lav til høj',
      PriceDesc: 'Pris, høj til lav',
      Brand: 'Mærke',
    },
    filters: 'Filtre',
    filtersToggle: 'Filtre',
    filtersToggleCount: 'Filtre ({{count}})',
    clearFilters: 'Ryd filtre',
    showMore: 'Vis flere ({{count}})',
    showFewer: 'Vis færre',
    group: { category: 'Kategori', markings: 'Mærkninger', cool: 'Opbevaring', aircargo: 'Transport' },
    marking: {
      cool: 'Køl',
      freeze: 'Frost',
      dry: 'Tør',
      aircargo: 'Luftfragt',
      danish: 'Dansk',
      organic: 'Økologisk',
      glutenfree: 'Glutenfri',
      keyhole: 'Nøglehulsmærket',
      msc: 'MSC-certificeret',
      vegan: 'Vegansk',
      fairtrade: 'Fairtrade',
    },
    valueCount: '{{count}} varer',
    availabilityChanged:
      'Leveringsdatoen er ændret, så udvalget kan også have ændret sig. Dine filtre er ryddet; vælg dem igen, hvis du har brug for dem.',
    dismiss: 'Luk',
  },
};

// Types only: useT(CATALOGUE_SEARCH_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../../i18n/text-keys' {
  interface TextNamespaces {
    [CATALOGUE_SEARCH_NS]: Bilingual<typeof texts>;
  }
}
