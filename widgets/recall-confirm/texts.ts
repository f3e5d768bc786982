/** Texts of the recall-address confirmation (namespace `recall-confirm`), English and Danish with the same keys. */
export const NS = 'recall-confirm';

export const texts = {
  en: {
    label: 'Confirm your product recall e-mail address',
    explain:
      'Confirm that the address this link was e-mailed to should receive product recalls: an e-mail at once ' +
      'if a product you bought is recalled.',
    confirm: 'Confirm',
    confirming: 'Confirming…',
    loading: 'Confirming your address…',
    error: 'Your address could not be confirmed just now. Check your connection and press Confirm again.',
    confirmed: '{{address}} is confirmed. It will receive an e-mail at once if a product you bought is recalled.',
    confirmedNoAddress:
      'Your address is confirmed. It will receive an e-mail at once if a product you bought is recalled.',
    alreadyConfirmed: '{{address}} was confirmed already: it receives product recalls. There is nothing more to do.',
    alreadyConfirmedNoAddress:
      'This address was confirmed already: it receives product recalls. There is nothing more to do.',
    invalid:
      'This confirmation link is not valid. Open the link from the newest e-mail, or send the confirmation ' +
      'again from your list of addresses.',
    noToken:
      'This address has no confirmation code. Open the link from the e-mail as it is, or send the confirmation ' +
      'again from your list of addresses.',
    toAddresses: 'See your product recall e-mail addresses',
  },
  da: {
    label: 'Bekræft din e-mailadresse til tilbagekaldelser',
    explain:
      'Bekræft, at adressen, som linket blev sendt til, skal modtage tilbagekaldelser: en e-mail med det samme, ' +
      'hvis en vare, du har købt, bliver tilbagekaldt.',
    confirm: 'Bekræft',
    confirming: 'Bekræfter…',
    loading: 'Bekræfter din adresse…',
    error: 'Din adresse kunne ikke bekræftes lige nu. Tjek din forbindelse, og tryk på Bekræft igen.',
    confirmed: '{{address}} er bekræftet. Den får straks en e-mail, hvis en vare, du har købt, bliver tilbagekaldt.',
    confirmedNoAddress:
      'Din adresse er bekræftet. Den får straks en e-mail, hvis en vare, du har købt, bliver tilbagekaldt.',
    alreadyConfirmed: '{{address}} var allerede bekræftet: den modtager tilbagekaldelser. Du skal ikke gøre mere.',
    alreadyConfirmedNoAddress:
      'Denne adresse var allerede bekræftet: den modtager tilbagekaldelser. Du skal ikke gøre mere.',
    invalid:
      'Dette bekræftelseslink er ikke gyldigt. Åbn linket fra den nyeste e-mail, eller send bekræftelsen igen ' +
      'fra din liste over adresser.',
    noToken:
      'Denne adresse har ingen bekræftelseskode. Åbn linket fra e-mailen, som det er, eller send bekræftelsen ' +
      'igen fra din liste over adresser.',
    toAddresses: 'Se dine e-mailadresser til tilbagekaldelser',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
