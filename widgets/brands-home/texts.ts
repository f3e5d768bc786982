export const NS = 'brands-home';

export const texts = {
  en: {
    heading: 'Brands',
    labels_one: 'We carry {{count}} label.',
    labels_other: 'We carry {{count}} labels.',
    alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    filterHeading: 'Filter by first letter',
    letterLabel: 'Brands starting with {{letter}}',
    reset: 'Reset filters',
    filters: 'Filters',
    filtersCount: 'Filters ({{count}})',
    showBrands: 'Show brands',
    teaser:
      '<strong>{{count}} labels</strong> from Danish and international suppliers, all in one order. Pick a letter to find your favourite quickly.',
    tiles: 'Brands',
    noMatch: 'No brands start with {{letter}}.',
    noMatchHint: 'Choose another letter, or reset the filters to see every brand.',
    empty: 'There are no brands to show yet.',
    loading: 'Loading brands…',
    error: 'The brands could not be loaded.',
    errorHint: 'Check your connection and try again.',
    retry: 'Try again',
  },
  da: {
    heading: 'Brands',
    labels_one: 'Vi fører {{count}} mærke.',
    labels_other: 'Vi fører {{count}} mærker.',
    alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ',
    filterHeading: 'Filtrér efter forbogstav',
    letterLabel: 'Brands der starter med {{letter}}',
    reset: 'Nulstil filtre',
    filters: 'Filtre',
    filtersCount: 'Filtre ({{count}})',
    showBrands: 'Vis brands',
    teaser:
      '<strong>{{count}} mærker</strong> fra danske og udenlandske leverandører, samlet i én ordre. Vælg et bogstav for hurtigt at finde din favorit.',
    tiles: 'Brands',
    noMatch: 'Ingen brands starter med {{letter}}.',
    noMatchHint: 'Vælg et andet bogstav, eller nulstil filtrene for at se alle brands.',
    empty: 'Der er endnu ingen brands at vise.',
    loading: 'Henter brands…',
    error: 'Brands kunne ikke hentes.',
    errorHint: 'Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
