/** Texts of the shared dialogs (namespace `dialog`), English and Danish with the same keys. */
export const DIALOG_NS = 'dialog';

export const texts = {
  en: {
    cancel: 'Cancel',
    working: 'Please wait…',
  },
  da: {
    cancel: 'Annuller',
    working: 'Vent venligst…',
  },
};

// Types only: useT(DIALOG_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    [DIALOG_NS]: Bilingual<typeof texts>;
  }
}
