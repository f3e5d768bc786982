export const NS = 'forgot-password';

export const texts = {
  en: {
    heading: 'Forgot password',
    intro: 'Enter the e-mail address you log in with. We will send you a link to choose a new password.',
    email: 'E-mail address',
    submit: 'Send link',
    busy: 'Sending…',
    emailRequired: 'Enter your e-mail address.',
    emailInvalid: 'Enter an e-mail address such as name@example.com.',
    sent: 'If {{email}} belongs to an account, an e-mail with a link to choose a new password is on its way. The link works for a limited time; check your spam folder if it does not arrive.',
    sendAgain: 'Use another address',
    failed: 'Could not send the link. Check your connection and try again.',
    backToLogin: 'Back to login',
  },
  da: {
    heading: 'Glemt adgangskode',
    intro: 'Skriv den e-mailadresse, du logger ind med. Vi sender dig et link, så du kan vælge en ny adgangskode.',
    email: 'E-mailadresse',
    submit: 'Send link',
    busy: 'Sender…',
    emailRequired: 'Skriv din e-mailadresse.',
    emailInvalid: 'Skriv en e-mailadresse som navn@eksempel.dk.',
    sent: 'Hvis {{email}} hører til en konto, er en e-mail med et link til at vælge en ny adgangskode på vej. Linket virker i en begrænset tid; se i din spam-mappe, hvis den ikke kommer.',
    sendAgain: 'Brug en anden adresse',
    failed: 'Kunne ikke sende linket. Tjek din forbindelse, og prøv igen.',
    backToLogin: 'Tilbage til log ind',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
