export const NS = 'mini-basket-switcher';

/** The switcher's texts come with its lazy chunk (opened-panel.tsx), not with the button on every page. */
export const texts = {
  en: {
    otherBaskets: 'Switch basket',
    noOtherBaskets: 'You have no other baskets.',
    showAll: 'Show all baskets ({{count}})',
    newBasket: 'New basket',
    switching: 'Switching basket…',
    creating: 'Creating a new basket…',
    switchFailed: 'The basket could not be switched. Please try again; if it keeps failing, reload the page.',
    createFailed: 'A new basket could not be created. Please try again; if it keeps failing, reload the page.',
  },
  da: {
    otherBaskets: 'Skift kurv',
    noOtherBaskets: 'Du har ingen andre kurve.',
    showAll: 'Vis alle kurve ({{count}})',
    newBasket: 'Ny kurv',
    switching: 'Skifter kurv…',
    creating: 'Opretter en ny kurv…',
    switchFailed: 'Kurven kunne ikke skiftes. Prøv igen; genindlæs siden, hvis det bliver ved med at fejle.',
    createFailed: 'Der kunne ikke oprettes en ny kurv. Prøv igen; genindlæs siden, hvis det bliver ved med at fejle.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
