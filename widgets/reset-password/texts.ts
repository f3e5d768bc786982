export const NS = 'reset-password';

export const texts = {
  en: {
    heading: 'Choose a new password',
    loading: 'Checking your link…',
    error: 'Could not check your link.',
    retry: 'Try again',
    invalid: 'This link has expired or is not valid. Links to choose a new password work for a limited time.',
    noToken: 'This address has no link code. Open the link from the e-mail again, or ask for a new one.',
    askAgain: 'Ask for a new link',
    newPassword: 'New password',
    retypeNewPassword: 'Repeat the new password',
    showPassword: 'Show password',
    submit: 'Save the new password',
    busy: 'Saving…',
    newPasswordRequired: 'Enter a new password.',
    retypeRequired: 'Enter the new password once more.',
    notEqual: 'The two passwords are not the same. Type the new password again.',
    failed: 'Could not save the new password. Check your connection and try again.',
    done: 'Your new password is saved. Log in with it now.',
    login: 'Log in',
  },
  da: {
    heading: 'Vælg en ny adgangskode',
    loading: 'Tjekker dit link…',
    error: 'Kunne ikke tjekke dit link.',
    retry: 'Prøv igen',
    invalid: 'Linket er udløbet eller ugyldigt. Links til at vælge en ny adgangskode virker i en begrænset tid.',
    noToken: 'Adressen mangler linkets kode. Åbn linket fra e-mailen igen, eller bed om et nyt.',
    askAgain: 'Bed om et nyt link',
    newPassword: 'Ny adgangskode',
    retypeNewPassword: 'Gentag den nye adgangskode',
    showPassword: 'Vis adgangskode',
    submit: 'Gem den nye adgangskode',
    busy: 'Gemmer…',
    newPasswordRequired: 'Skriv en ny adgangskode.',
    retypeRequired: 'Skriv den nye adgangskode en gang til.',
    notEqual: 'De to adgangskoder er ikke ens. Skriv den nye adgangskode igen.',
    failed: 'Kunne ikke gemme den nye adgangskode. Tjek din forbindelse, og prøv igen.',
    done: 'Din nye adgangskode er gemt. Log ind med den nu.',
    login: 'Log ind',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
