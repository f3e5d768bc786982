/**
 * Texts of the add-to-list action (namespace `add-to-list`) on product rows and the product page, English
 * and Danish with the same keys.
 */
export const ADD_TO_LIST_NS = 'add-to-list';

export const texts = {
  en: {
    add: 'Add to favourite list',
    addLabel: 'Add to favourite list: {{product}}',
    onList: 'On a favourite list',
    onListLabel: 'On a favourite list: {{product}}. Add to a list',
    title: 'Add {{product}} to a favourite list',
    loading: 'Loading your lists…',
    loadFailed: 'Your favourite lists could not be loaded.',
    retry: 'Try again',
    chooseList: 'Choose a list',
    productCount_one: '{{count}} product',
    productCount_other: '{{count}} products',
    alreadyOnList: 'already on this list',
    newList: 'A new list',
    newListName: 'Name of the new list',
    nameRequired: 'Enter a name for the new list.',
    nameInUse: 'You already have a list with this name. Choose another name.',
    submit: 'Add to list',
    sending: 'Adding…',
    cancel: 'Cancel',
    added: '{{product}} was added to {{list}}.',
    notAdded: '{{product}} could not be added to the list.',
    addFailed: 'The product could not be added. Try again.',
    createFailed: 'The list “{{name}}” could not be created ({{type}}).',
  },
  da: {
    add: 'Føj til favoritliste',
    addLabel: 'Føj til favoritliste: {{product}}',
    onList: 'På en favoritliste',
    onListLabel: 'På en favoritliste: {{product}}. Føj til en liste',
    title: 'Føj {{product}} til en favoritliste',
    loading: 'Henter dine lister…',
    loadFailed: 'Dine favoritlister kunne ikke hentes.',
    retry: 'Prøv igen',
    chooseList: 'Vælg en liste',
    productCount_one: '{{count}} vare',
    productCount_other: '{{count}} varer',
    alreadyOnList: 'er allerede på listen',
    newList: 'En ny liste',
    newListName: 'Navn på den nye liste',
    nameRequired: 'Skriv et navn til den nye liste.',
    nameInUse: 'Du har allerede en liste med dette navn. Vælg et andet navn.',
    submit: 'Føj til liste',
    sending: 'Tilføjer…',
    cancel: 'Annuller',
    added: '{{product}} er føjet til {{list}}.',
    notAdded: '{{product}} kunne ikke føjes til listen.',
    addFailed: 'Varen kunne ikke tilføjes. Prøv igen.',
    createFailed: 'Listen “{{name}}” kunne ikke oprettes ({{type}}).',
  },
};

// Types only: useT(ADD_TO_LIST_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../../i18n/text-keys' {
  interface TextNamespaces {
    [ADD_TO_LIST_NS]: Bilingual<typeof texts>;
  }
}
