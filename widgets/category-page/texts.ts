export const texts = {
  en: {
    heading: 'Products',
    breadcrumbs: 'Breadcrumb',
    subcategories: 'Subcategories',
    subcategoryCount: '{{count}} products',
    results: 'Products in {{category}}',
    resultsAny: 'Products in the category',
    emptyTitle: 'There are no products in this category.',
    emptyHint: 'Choose another category from the menu, or search for the product.',
    noCategory:
      'This category page names no category: give the widget a categoryId, or the page context a currentCategoryId.',
  },
  da: {
    heading: 'Varer',
    breadcrumbs: 'Brødkrumme',
    subcategories: 'Underkategorier',
    subcategoryCount: '{{count}} varer',
    results: 'Varer i {{category}}',
    resultsAny: 'Varer i kategorien',
    emptyTitle: 'Der er ingen varer i denne kategori.',
    emptyHint: 'Vælg en anden kategori i menuen, eller søg efter varen.',
    noCategory:
      'Denne kategoriside angiver ingen kategori: giv widgetten et categoryId eller sidekonteksten et currentCategoryId.',
  },
};

/** The widget's i18n namespace (its name). */
export const NS = 'category-page';

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
