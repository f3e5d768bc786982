/** Texts shared by every island (namespace `common`). Widget texts live in each widget's folder. */
export const commonResources = {
  en: {
    loading: 'Loading...',
    noData: 'No data',
    close: 'Close',
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
