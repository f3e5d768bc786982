export const NS = 'impersonation-banner';

export const texts = {
  en: {
    label: 'Acting for a customer',
    actingFor: 'You are acting for {{name}}',
    ofCustomer: '{{name}} at {{customer}}',
    end: 'End',
    ending: 'Ending…',
    endFailed: 'Could not end acting for them. Try again.',
    notFollowed: 'Acting for them ended, but the page the server named could not be opened. Reload the page.',
    redirectRefused:
      'Acting for them ended, but the server tried to send the page to an address the shop does not trust, so you stay here. Reload the page.',
  },
  da: {
    label: 'Du agerer for en kunde',
    actingFor: 'Du agerer for {{name}}',
    ofCustomer: '{{name}} hos {{customer}}',
    end: 'Afslut',
    ending: 'Afslutter…',
    endFailed: 'Kunne ikke holde op med at agere for dem. Prøv igen.',
    notFollowed: 'Du agerer ikke længere for dem, men siden, serveren henviste til, kunne ikke åbnes. Genindlæs siden.',
    redirectRefused:
      'Du agerer ikke længere for dem, men serveren forsøgte at sende siden til en adresse, som webshoppen ikke stoler på, så du bliver her. Genindlæs siden.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
