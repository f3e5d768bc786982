export const texts = {
  en: {
    basket: 'Basket',
    lines_one: '{{count}} line',
    lines_other: '{{count}} lines',
    subtotal: 'Subtotal',
    deadline: 'Order by {{date}} at {{time}}',
    deadlineValue: '{{date}} at {{time}}',
    deadlineLabel: 'Order deadline',
    linesLabel: 'Lines',
    goToBasket: 'Go to basket',
    otherBaskets: 'Switch basket',
    noOtherBaskets: 'You have no other baskets.',
    showAll: 'Show all baskets ({{count}})',
    newBasket: 'New basket',
    switching: 'Switching basket…',
    creating: 'Creating a new basket…',
    switchFailed: 'The basket could not be switched. Please try again; if it keeps failing, reload the page.',
    createFailed: 'A new basket could not be created. Please try again; if it keeps failing, reload the page.',
    saving: 'Saving…',
    loadFailed: 'Your basket could not be loaded.',
    retry: 'Try again',
  },
  da: {
    basket: 'Kurv',
    lines_one: '{{count}} linje',
    lines_other: '{{count}} linjer',
    subtotal: 'Subtotal',
    deadline: 'Bestil senest {{date}} kl. {{time}}',
    deadlineValue: '{{date}} kl. {{time}}',
    deadlineLabel: 'Bestillingsfrist',
    linesLabel: 'Linjer',
    goToBasket: 'Gå til kurven',
    otherBaskets: 'Skift kurv',
    noOtherBaskets: 'Du har ingen andre kurve.',
    showAll: 'Vis alle kurve ({{count}})',
    newBasket: 'Ny kurv',
    switching: 'Skifter kurv…',
    creating: 'Opretter en ny kurv…',
    switchFailed: 'Kurven kunne ikke skiftes. Prøv igen; genindlæs siden, hvis det bliver ved med at fejle.',
    createFailed: 'Der kunne ikke oprettes en ny kurv. Prøv igen; genindlæs siden, hvis det bliver ved med at fejle.',
    saving: 'Gemmer…',
    loadFailed: 'Din kurv kunne ikke indlæses.',
    retry: 'Prøv igen',
  },
};

// Types only: useT('mini-basket') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'mini-basket': Bilingual<typeof texts>;
  }
}
