export const texts = {
  en: {
    defaultHeading: 'Free samples',
    intro: 'Choose up to {{max}} free samples with an order of at least {{minimum}}.',
    chosen: '{{count}} of {{max}} samples chosen.',
    tooMany:
      'Your basket has {{count}} samples, but at most {{max}} are allowed. Remove {{excess}} of them from your basket before you order.',
    lockedMinimum: 'Add {{amount}} more to your basket to choose samples.',
    lockedMaximum: 'You have chosen the maximum of {{max}} samples.',
    lockedTooMany: 'You can choose samples again when your basket has at most {{max}}.',
    lockedWaiting: 'Checking your basket before you choose samples...',
    loading: 'Loading samples...',
    error: 'The samples could not be loaded.',
    retry: 'Try again',
    empty: 'There are no samples to choose right now.',
    loginHint: 'Log in to choose free samples with your order.',
  },
  da: {
    defaultHeading: 'Gratis vareprøver',
    intro: 'Vælg op til {{max}} gratis vareprøver ved en ordre på mindst {{minimum}}.',
    chosen: '{{count}} af {{max}} vareprøver valgt.',
    tooMany:
      'Din kurv har {{count}} vareprøver, men der må højst være {{max}}. Fjern {{excess}} af dem fra kurven, før du bestiller.',
    lockedMinimum: 'Køb for {{amount}} mere for at vælge vareprøver.',
    lockedMaximum: 'Du har valgt det største antal vareprøver: {{max}}.',
    lockedTooMany: 'Du kan vælge vareprøver igen, når kurven har højst {{max}}.',
    lockedWaiting: 'Tjekker din kurv, før du vælger vareprøver...',
    loading: 'Henter vareprøver...',
    error: 'Vareprøverne kunne ikke hentes.',
    retry: 'Prøv igen',
    empty: 'Der er ingen vareprøver at vælge lige nu.',
    loginHint: 'Log ind for at vælge gratis vareprøver til din ordre.',
  },
};

// Types only: useT('product-samples') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'product-samples': Bilingual<typeof texts>;
  }
}
