export const NS = 'impersonation';

export const texts = {
  en: {
    toggle: 'Act as a customer',
    heading: 'Act as a customer or user',
    mode: 'Search for',
    modeCustomer: 'Customers',
    modeUser: 'Users',
    term: 'Name, number, city or e-mail',
    termHint: 'Type at least 2 characters, or * for everyone.',
    searching: 'Searching…',
    results: 'Results',
    resultsFound_one: '{{count}} result. Use the arrow keys to move through it.',
    resultsFound_other: '{{count}} results. Use the arrow keys to move through them.',
    noResults: 'Nothing found for “{{term}}”. Try another name or number.',
    searchFailed: 'The search failed.',
    retry: 'Try again',
    loadingUsers: 'Loading users…',
    loadingSingleSignOns: 'Loading single sign-ons…',
    loadFailed: 'Could not load them.',
    noUsers: 'This customer has no users.',
    noSingleSignOns: 'This user has no single sign-ons.',
    moreSingleSignOns_one: 'The first 10 are shown; {{count}} more is not.',
    moreSingleSignOns_other: 'The first 10 are shown; {{count}} more are not.',
    punchOut: 'punch-out',
    actAs: 'Act as',
    actAsCustomer: 'Act as customer',
    signOn: 'Sign on',
    starting: 'Starting…',
    beginFailed: 'Could not start acting for them. Try again.',
    notFollowed: 'Acting for them began, but the page the server named could not be opened. Reload the page.',
    redirectRefused:
      'Acting for them began, but the server tried to send the page to an address the shop does not trust, so you stay here. Reload the page.',
  },
  da: {
    toggle: 'Agér som kunde',
    heading: 'Agér som kunde eller bruger',
    mode: 'Søg efter',
    modeCustomer: 'Kunder',
    modeUser: 'Brugere',
    term: 'Navn, nummer, by eller e-mail',
    termHint: 'Skriv mindst 2 tegn, eller * for alle.',
    searching: 'Søger…',
    results: 'Resultater',
    resultsFound_one: '{{count}} resultat. Brug piletasterne til at gå igennem det.',
    resultsFound_other: '{{count}} resultater. Brug piletasterne til at gå igennem dem.',
    noResults: 'Intet fundet for “{{term}}”. Prøv et andet navn eller nummer.',
    searchFailed: 'Søgningen mislykkedes.',
    retry: 'Prøv igen',
    loadingUsers: 'Henter brugere…',
    loadingSingleSignOns: 'Henter single sign-ons…',
    loadFailed: 'Kunne ikke hente dem.',
    noUsers: 'Kunden har ingen brugere.',
    noSingleSignOns: 'Brugeren har ingen single sign-ons.',
    moreSingleSignOns_one: 'De første 10 vises; {{count}} mere vises ikke.',
    moreSingleSignOns_other: 'De første 10 vises; {{count}} mere vises ikke.',
    punchOut: 'punch-out',
    actAs: 'Agér som',
    actAsCustomer: 'Agér som kunde',
    signOn: 'Log på',
    starting: 'Starter…',
    beginFailed: 'Kunne ikke begynde at agere for dem. Prøv igen.',
    notFollowed: 'Du agerer nu for dem, men siden, serveren henviste til, kunne ikke åbnes. Genindlæs siden.',
    redirectRefused:
      'Du agerer nu for dem, men serveren forsøgte at sende siden til en adresse, som webshoppen ikke stoler på, så du bliver her. Genindlæs siden.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
