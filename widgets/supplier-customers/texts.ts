export const NS = 'supplier-customers';

export const texts = {
  en: {
    heading: 'Act for a customer',
    anonymous: 'Log in as a supplier user to act for your customers.',
    loading: 'Loading customers…',
    error: 'The customers could not be loaded.',
    retry: 'Try again',
    actingFor: 'You act for {{name}} (customer {{id}}).',
    endMode: 'End supplier mode: back to {{name}}',
    filterLabel: 'Find a customer',
    filterHint: 'Customer number, name or city',
    listLabel: 'Your other customers',
    none: 'You serve no other customers.',
    noMatch: 'No customer matches "{{query}}".',
    actFor: 'Act for {{name}}',
    switching: 'Switching to {{name}}…',
    leaving: 'You now act for {{name}}. The page loads again for this customer.',
    unsaved:
      'Your latest basket changes for the current customer are not saved yet, so the customer was not changed. Save them and try again.',
    saveAgain: 'Save basket changes',
    failed: 'Could not switch to {{name}}.',
  },
  da: {
    heading: 'Handl for en kunde',
    anonymous: 'Log ind som leverandørbruger for at handle for dine kunder.',
    loading: 'Henter kunder…',
    error: 'Kunderne kunne ikke hentes.',
    retry: 'Prøv igen',
    actingFor: 'Du handler for {{name}} (kunde {{id}}).',
    endMode: 'Afslut leverandørtilstand: tilbage til {{name}}',
    filterLabel: 'Find en kunde',
    filterHint: 'Kundenummer, navn eller by',
    listLabel: 'Dine andre kunder',
    none: 'Du betjener ingen andre kunder.',
    noMatch: 'Ingen kunde passer på "{{query}}".',
    actFor: 'Handl for {{name}}',
    switching: 'Skifter til {{name}}…',
    leaving: 'Du handler nu for {{name}}. Siden indlæses igen for denne kunde.',
    unsaved:
      'Dine seneste ændringer i kurven for den nuværende kunde er ikke gemt endnu, så kunden blev ikke skiftet. Gem dem, og prøv igen.',
    saveAgain: 'Gem ændringer i kurven',
    failed: 'Kunne ikke skifte til {{name}}.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
