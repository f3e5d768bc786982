/** Texts of the recall notice (namespace `recall-notice`), English and Danish with the same keys. */
export const NS = 'recall-notice';

export const texts = {
  en: {
    label: 'Product recalls',
    text: 'No confirmed e-mail address receives your product recalls yet. Confirm one, so we can reach you at once when a product you bought is recalled.',
    link: 'Go to your recall e-mail addresses',
    dismiss: 'Hide for a day',
    dismissed: 'The reminder is hidden for a day.',
  },
  da: {
    label: 'Tilbagekaldelser',
    text: 'Ingen bekræftet e-mailadresse modtager jeres tilbagekaldelser endnu. Bekræft en, så vi straks kan nå jer, når en vare, I har købt, bliver tilbagekaldt.',
    link: 'Gå til jeres e-mailadresser til tilbagekaldelser',
    dismiss: 'Skjul i et døgn',
    dismissed: 'Påmindelsen er skjult i et døgn.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
