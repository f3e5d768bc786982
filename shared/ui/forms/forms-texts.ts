/** Texts of the form kit (namespace `forms`), English and Danish with the same keys. */
export const FORMS_NS = 'forms';

export const texts = {
  en: {
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved',
    edit: 'Edit',
    cancel: 'Cancel',
    saveFailed: 'Could not save. Please try again.',
    sessionExpired: 'Your session has expired. Log in again, then try once more.',
    forbidden: 'You are not allowed to do this.',
    required: 'Fill in this field.',
    tooLong: 'Use at most {{max}} characters.',
    invalidEmails_one: '{{entries}} is not a valid e-mail address.',
    invalidEmails_other: 'These are not valid e-mail addresses: {{entries}}.',
    emailListHint: 'Separate several addresses with commas.',
    secondDateBeforeFirst: '{{second}} cannot be before {{first}}.',
  },
  da: {
    save: 'Gem',
    saving: 'Gemmer…',
    saved: 'Gemt',
    edit: 'Rediger',
    cancel: 'Annuller',
    saveFailed: 'Kunne ikke gemme. Prøv igen.',
    sessionExpired: 'Din session er udløbet. Log ind igen, og prøv så igen.',
    forbidden: 'Du har ikke tilladelse til at gøre dette.',
    required: 'Udfyld dette felt.',
    tooLong: 'Brug højst {{max}} tegn.',
    invalidEmails_one: '{{entries}} er ikke en gyldig e-mailadresse.',
    invalidEmails_other: 'Disse er ikke gyldige e-mailadresser: {{entries}}.',
    emailListHint: 'Adskil flere adresser med komma.',
    secondDateBeforeFirst: '{{second}} kan ikke være før {{first}}.',
  },
};

// Types only: useT(FORMS_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    [FORMS_NS]: Bilingual<typeof texts>;
  }
}
