export const texts = {
  en: {
    title: 'This page is out of date',
    text: 'Your basket was changed in another window or has expired. Reload the page to see the current basket; nothing you saved is lost.',
    reload: 'Reload page',
  },
  da: {
    title: 'Siden er ikke opdateret',
    text: 'Din kurv er ændret i et andet vindue eller er udløbet. Genindlæs siden for at se den aktuelle kurv; intet du har gemt, går tabt.',
    reload: 'Genindlæs siden',
  },
};

// Types only: useT('page-reload-warning') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'page-reload-warning': Bilingual<typeof texts>;
  }
}
