/** Texts of the recall addresses (namespace `recall-addresses`), English and Danish with the same keys. */
export const NS = 'recall-addresses';

export const texts = {
  en: {
    anonymous: 'Log in to see the addresses that receive product recalls.',
    heading: 'Product recall e-mail addresses',
    intro:
      'When a product you bought is recalled, we e-mail these addresses at once. An address receives recalls ' +
      'once it is confirmed through the link in the e-mail we send to it.',
    loading: 'Loading the addresses…',
    error: 'The addresses could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    empty: 'No address receives product recalls yet. Add one below.',
    listLabel: 'Addresses that receive product recalls',
    confirmed: 'Confirmed',
    waiting: 'Waiting for confirmation',
    permanent: 'Permanent',
    permanentReason: 'This address is on your customer agreement and cannot be deleted here.',
    resend: 'Send the confirmation again',
    resending: 'Sending…',
    resent: 'Sent: look for the e-mail at {{address}}.',
    resendFailed: 'The e-mail could not be sent. Try again.',
    delete: 'Delete',
    deleteTitle: 'Delete this address?',
    deleteMessage: '{{address}} will no longer receive product recalls.',
    deleteConfirm: 'Delete',
    deleteFailed: 'The address could not be deleted. Check your connection and try again.',
    deleted: '{{address}} no longer receives product recalls.',
    addLabel: 'Add addresses',
    addHint: 'One or more e-mail addresses, separated by commas, semicolons, spaces or new lines.',
    add: 'Add',
    adding: 'Adding…',
    addingProgress: 'Adding {{n}} of {{total}}…',
    tooMany: 'That is {{count}} addresses; at most {{max}} can be added at a time. Nothing was added: split the list.',
    added_one: 'We have e-mailed a confirmation link to {{addresses}}.',
    added_other: 'We have e-mailed a confirmation link to each of {{addresses}}.',
    invalidEntries_one: '{{entries}} is not a valid e-mail address. Nothing was added: correct it and add again.',
    invalidEntries_other:
      'These are not valid e-mail addresses: {{entries}}. Nothing was added: correct them and add again.',
    alreadyRegistered_one: '{{entries}} is on the list already. Nothing was added.',
    alreadyRegistered_other: 'These are on the list already: {{entries}}. Nothing was added.',
    required: 'Type at least one e-mail address.',
    refused: '{{address}} was not added: {{message}}',
    addFailed: '{{address}} could not be added. Check your connection and try again.',
  },
  da: {
    anonymous: 'Log ind for at se de adresser, der modtager tilbagekaldelser.',
    heading: 'E-mailadresser til tilbagekaldelser',
    intro:
      'Når en vare, du har købt, bliver tilbagekaldt, sender vi straks en e-mail til disse adresser. En adresse ' +
      'modtager tilbagekaldelser, når den er bekræftet via linket i den e-mail, vi sender til den.',
    loading: 'Henter adresserne…',
    error: 'Adresserne kunne ikke hentes. Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
    empty: 'Ingen adresse modtager tilbagekaldelser endnu. Tilføj en nedenfor.',
    listLabel: 'Adresser, der modtager tilbagekaldelser',
    confirmed: 'Bekræftet',
    waiting: 'Venter på bekræftelse',
    permanent: 'Fast',
    permanentReason: 'Denne adresse står i jeres kundeaftale og kan ikke slettes her.',
    resend: 'Send bekræftelsen igen',
    resending: 'Sender…',
    resent: 'Sendt: se efter e-mailen på {{address}}.',
    resendFailed: 'E-mailen kunne ikke sendes. Prøv igen.',
    delete: 'Slet',
    deleteTitle: 'Slet denne adresse?',
    deleteMessage: '{{address}} modtager ikke længere tilbagekaldelser.',
    deleteConfirm: 'Slet',
    deleteFailed: 'Adressen kunne ikke slettes. Tjek din forbindelse, og prøv igen.',
    deleted: '{{address}} modtager ikke længere tilbagekaldelser.',
    addLabel: 'Tilføj adresser',
    addHint: 'En eller flere e-mailadresser adskilt med komma, semikolon, mellemrum eller linjeskift.',
    add: 'Tilføj',
    adding: 'Tilføjer…',
    addingProgress: 'Tilføjer {{n}} af {{total}}…',
    tooMany: 'Det er {{count}} adresser; højst {{max}} kan tilføjes ad gangen. Intet blev tilføjet: del listen op.',
    added_one: 'Vi har sendt et bekræftelseslink til {{addresses}}.',
    added_other: 'Vi har sendt et bekræftelseslink til hver af {{addresses}}.',
    invalidEntries_one: '{{entries}} er ikke en gyldig e-mailadresse. Intet blev tilføjet: ret den, og tilføj igen.',
    invalidEntries_other:
      'Disse er ikke gyldige e-mailadresser: {{entries}}. Intet blev tilføjet: ret dem, og tilføj igen.',
    alreadyRegistered_one: '{{entries}} står allerede på listen. Intet blev tilføjet.',
    alreadyRegistered_other: 'Disse står allerede på listen: {{entries}}. Intet blev tilføjet.',
    required: 'Skriv mindst én e-mailadresse.',
    refused: '{{address}} blev ikke tilføjet: {{message}}',
    addFailed: '{{address}} kunne ikke tilføjes. Tjek din forbindelse, og prøv igen.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
