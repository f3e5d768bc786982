/** Texts shared by every island (namespace `common`). Widget texts live in each widget's folder. */
export const commonResources = {
  en: {
    loading: 'Loading...',
    noData: 'No data',
    close: 'Close',
    basketSave: {
      retrying: 'Your last changes are not saved yet. Trying again…',
      unsaved: 'Your last changes were not saved.',
      unsavedRow: 'Not saved',
      rejected: 'Not saved: {{message}}',
      rejectedGeneric: 'Not saved: the change was not accepted.',
      sessionExpired: 'Your session has expired. Log in again: your changes are kept and saved once you are logged in.',
      sessionExpiredNoLink: 'Your session has expired. Reload the page and log in again: your changes are kept and saved once you are logged in.',
      logIn: 'Log in',
      retry: 'Try again',
    },
    island: {
      errorNeutral: 'This part of the page could not be shown. Please reload the page or try again later.',
      errorTitle: 'Widget "{{widget}}" could not be shown',
      errorHint: 'Check the widget settings in the CMS. Details:',
      errorProps: 'Invalid settings',
      errorCrashed: 'The widget stopped with an error',
      errorPageContext: 'The page context is missing or invalid',
      errorUnknown: 'There is no widget with this name',
      errorJson: 'The settings are not valid JSON',
      errorLoadOn: 'Unknown load condition',
    },
  },
  da: {
    loading: 'Indlæser...',
    noData: 'Ingen data',
    close: 'Luk',
    basketSave: {
      retrying: 'Dine seneste ændringer er ikke gemt endnu. Prøver igen…',
      unsaved: 'Dine seneste ændringer blev ikke gemt.',
      unsavedRow: 'Ikke gemt',
      rejected: 'Ikke gemt: {{message}}',
      rejectedGeneric: 'Ikke gemt: ændringen blev ikke godkendt.',
      sessionExpired: 'Din session er udløbet. Log ind igen: dine ændringer bevares og gemmes, når du er logget ind.',
      sessionExpiredNoLink: 'Din session er udløbet. Genindlæs siden, og log ind igen: dine ændringer bevares og gemmes, når du er logget ind.',
      logIn: 'Log ind',
      retry: 'Prøv igen',
    },
    island: {
      errorNeutral: 'Denne del af siden kunne ikke vises. Genindlæs siden, eller prøv igen senere.',
      errorTitle: 'Widget "{{widget}}" kunne ikke vises',
      errorHint: 'Kontrollér widgetens indstillinger i CMS. Detaljer:',
      errorProps: 'Ugyldige indstillinger',
      errorCrashed: 'Widgetten stoppede med en fejl',
      errorPageContext: 'Sidens kontekst mangler eller er ugyldig',
      errorUnknown: 'Der findes ingen widget med dette navn',
      errorJson: 'Indstillingerne er ikke gyldig JSON',
      errorLoadOn: 'Ukendt indlæsningsbetingelse',
    },
  },
} as const;

/** Resources of one namespace in both languages; Danish must have every English key (checked by a test). */
export interface WidgetResources {
  en: Record<string, unknown>;
  da: Record<string, unknown>;
}
