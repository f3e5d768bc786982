export const texts = {
  en: {
    heading: 'Favourite lists',
    loadFailed: 'Your favourite lists could not be loaded.',
    retry: 'Try again',
    empty: 'You have no favourite lists yet.',
    productCount_one: '{{count}} product',
    productCount_other: '{{count}} products',
    readOnly: 'shared with you, read-only',
    readOnlyFrom: 'shared by {{owner}}, read-only',
    newList: 'New list',
    newListName: 'Name of the new list',
    create: 'Create list',
    creating: 'Creating…',
    cancel: 'Cancel',
    nameRequired: 'Enter a name for the new list.',
    nameInUse: 'You already have a list with this name. Choose another name.',
    createFailed: 'The list “{{name}}” could not be created ({{type}}).',
    created: 'The list “{{name}}” was created.',
    allLists: 'All favourite lists',
    loginHint: 'Log in to see your favourite lists.',
    login: 'Log in',
  },
  da: {
    heading: 'Favoritlister',
    loadFailed: 'Dine favoritlister kunne ikke hentes.',
    retry: 'Prøv igen',
    empty: 'Du har ingen favoritlister endnu.',
    productCount_one: '{{count}} vare',
    productCount_other: '{{count}} varer',
    readOnly: 'delt med dig, kan kun læses',
    readOnlyFrom: 'delt af {{owner}}, kan kun læses',
    newList: 'Ny liste',
    newListName: 'Navn på den nye liste',
    create: 'Opret liste',
    creating: 'Opretter…',
    cancel: 'Annuller',
    nameRequired: 'Skriv et navn til den nye liste.',
    nameInUse: 'Du har allerede en liste med dette navn. Vælg et andet navn.',
    createFailed: 'Listen “{{name}}” kunne ikke oprettes ({{type}}).',
    created: 'Listen “{{name}}” er oprettet.',
    allLists: 'Alle favoritlister',
    loginHint: 'Log ind for at se dine favoritlister.',
    login: 'Log ind',
  },
};

// Types only: useT('favorites-menu') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'favorites-menu': Bilingual<typeof texts>;
  }
}
