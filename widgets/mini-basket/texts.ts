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
