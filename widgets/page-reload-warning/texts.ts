export const texts = {
  en: {
    title: 'This page is out of date',
    text: 'Your basket was changed in another window or has expired. Reload the page to see the current basket; nothing you saved is lost.',
    reload: 'Reload page',
    identityTitle: 'You are now signed in differently',
    identityText:
      'Someone logged in or out, or changed the customer, in another window of this browser. Changes made on this page are not sent; they are kept for when you are back as yourself. Reload the page to continue.',
  },
  da: {
    title: 'Siden er ikke opdateret',
    text: 'Din kurv er ændret i et andet vindue eller er udløbet. Genindlæs siden for at se den aktuelle kurv; intet du har gemt, går tabt.',
    reload: 'Genindlæs siden',
    identityTitle: 'Du er nu logget ind på en anden måde',
    identityText:
      'Nogen har logget ind eller ud eller skiftet kunde i et andet vindue i denne browser. Ændringer på denne side bliver ikke sendt; de gemmes, til du er tilbage som dig selv. Genindlæs siden for at fortsætte.',
  },
};

// Types only: useT('page-reload-warning') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'page-reload-warning': Bilingual<typeof texts>;
  }
}
