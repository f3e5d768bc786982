export const texts = {
  en: {
    label: 'Search products',
    placeholder: 'Search products',
    shortcut: 'Press F8 to jump here from anywhere on the page.',
    submit: 'Search',
    suggestions: 'Search suggestions',
    searching: 'Searching…',
    found_one: '{{count}} product found. Use the arrow keys to choose a suggestion, or press Enter to see all results.',
    found_other:
      '{{count}} products found. Use the arrow keys to choose a suggestion, or press Enter to see all results.',
    noMatches: 'No products match “{{term}}”. Check the spelling or try a shorter word.',
    failed: 'Suggestions could not be loaded. Press Enter to search all products.',
    showAll_one: 'Show the result for “{{term}}”',
    showAll_other: 'Show all {{count}} results for “{{term}}”',
    pageTitle: 'Search: {{term}} – {{title}}',
  },
  da: {
    label: 'Søg efter varer',
    placeholder: 'Søg efter varer',
    shortcut: 'Tryk på F8 for at komme hertil fra hvor som helst på siden.',
    submit: 'Søg',
    suggestions: 'Søgeforslag',
    searching: 'Søger…',
    found_one:
      '{{count}} vare fundet. Vælg et forslag med piletasterne, eller tryk på Enter for at se alle resultater.',
    found_other:
      '{{count}} varer fundet. Vælg et forslag med piletasterne, eller tryk på Enter for at se alle resultater.',
    noMatches: 'Ingen varer matcher “{{term}}”. Kontrollér stavningen, eller prøv et kortere ord.',
    failed: 'Forslagene kunne ikke hentes. Tryk på Enter for at søge i alle varer.',
    showAll_one: 'Vis resultatet for “{{term}}”',
    showAll_other: 'Vis alle {{count}} resultater for “{{term}}”',
    pageTitle: 'Søgning: {{term}} – {{title}}',
  },
};

// Types only: useT('header-search') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'header-search': Bilingual<typeof texts>;
  }
}
