/** Texts of the favourites area's generated list (namespace `favorites-generated`), English and Danish with the same keys. */
export const GENERATED_NS = 'favorites-generated';

export const texts = {
  en: {
    heading: 'Bought in the last 3 months',
    intro: 'The products you have bought in the last 3 months. Enter quantities to put them into the basket.',
    backToLists: 'All favourite lists',
    loading: 'Loading the products you bought…',
    error: 'The products you bought could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    empty: 'You have bought nothing in the last 3 months.',
    noMatch: 'No product you bought matches “{{query}}”.',
    listLabel: 'Products bought in the last 3 months',
    search: 'Search in the list',
    searchSubmit: 'Search',
    clearSearch: 'Clear search',
    sort: 'Sort by',
    sortOptions: {
      own: 'Most bought first',
      Name: 'Name',
      Brand: 'Brand',
      Category: 'Category',
    },
    count_one: '{{count}} product',
    count_other: '{{count}} products',
    saveAsList: 'Save as new list',
    saveTitle: 'Save as a new favourite list',
    saveIntro_one: 'The new list gets the {{count}} product bought in the last 3 months.',
    saveIntro_other: 'The new list gets the {{count}} products bought in the last 3 months.',
    saveSubmit: 'Save list',
    saved: 'The list “{{name}}” was saved.',
    openSaved: 'Open “{{name}}”',
    print: 'Print',
    printBlocked: 'The print window was blocked. Allow pop-ups for this site and try again.',
  },
  da: {
    heading: 'Købt de sidste 3 måneder',
    intro: 'De varer, du har købt de sidste 3 måneder. Skriv antal for at lægge dem i kurven.',
    backToLists: 'Alle favoritlister',
    loading: 'Henter de varer, du har købt…',
    error: 'De varer, du har købt, kunne ikke hentes. Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
    empty: 'Du har ikke købt noget de sidste 3 måneder.',
    noMatch: 'Ingen af de varer, du har købt, passer til “{{query}}”.',
    listLabel: 'Varer købt de sidste 3 måneder',
    search: 'Søg i listen',
    searchSubmit: 'Søg',
    clearSearch: 'Ryd søgning',
    sort: 'Sortér efter',
    sortOptions: {
      own: 'Mest købte først',
      Name: 'Navn',
      Brand: 'Mærke',
      Category: 'Kategori',
    },
    count_one: '{{count}} vare',
    count_other: '{{count}} varer',
    saveAsList: 'Gem som ny liste',
    saveTitle: 'Gem som ny favoritliste',
    saveIntro_one: 'Den nye liste får den {{count}} vare, der er købt de sidste 3 måneder.',
    saveIntro_other: 'Den nye liste får de {{count}} varer, der er købt de sidste 3 måneder.',
    saveSubmit: 'Gem liste',
    saved: 'Listen “{{name}}” er gemt.',
    openSaved: 'Åbn “{{name}}”',
    print: 'Udskriv',
    printBlocked: 'Udskriftsvinduet blev blokeret. Tillad pop op-vinduer for dette websted, og prøv igen.',
  },
};

// Types only: useT(GENERATED_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [GENERATED_NS]: Bilingual<typeof texts>;
  }
}
