/** Texts shared by every island (namespace `common`). Widget texts live in each widget's folder. */
export const commonResources = {
  en: {
    loading: 'Loading...',
    noData: 'No data',
    close: 'Close',
    basketSave: {
      retrying: 'Not saved yet; trying again…',
      unsaved: 'Your changes were not saved.',
      unsavedRow: 'Not saved',
      rejected: 'Not saved: {{message}}',
      sessionExpired: 'Your session has expired. Log in again to save your changes.',
      logIn: 'Log in',
      retry: 'Try again',
    },
    island: {
      errorNeutral: 'This part of the page could not be shown. Please reload the page or try again later.',
    },
  },
  da: {
    loading: 'Indlæser...',
    noData: 'Ingen data',
    close: 'Luk',
    basketSave: {
      retrying: 'Ikke gemt endnu; prøver igen…',
      unsaved: 'Dine ændringer blev ikke gemt.',
      unsavedRow: 'Ikke gemt',
      rejected: 'Ikke gemt: {{message}}',
      sessionExpired: 'Din session er udløbet. Log ind igen for at gemme dine ændringer.',
      logIn: 'Log ind',
      retry: 'Prøv igen',
    },
    island: {
      errorNeutral: 'Denne del af siden kunne ikke vises. Genindlæs siden, eller prøv igen senere.',
    },
  },
} as const;

/** Resources of one namespace in both languages; Danish must have every English key (checked by a test). */
export interface WidgetResources {
  en: Record<string, unknown>;
  da: Record<string, unknown>;
}

// Types only: useT('common') accepts these keys, and Danish must have exactly English's.
declare module './text-keys' {
  interface TextNamespaces {
    common: Bilingual<typeof commonResources>;
  }
}
