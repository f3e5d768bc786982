/** Texts of the CO2 report download (namespace `co2-report`), English and Danish with the same keys. */
export const NS = 'co2-report';

export const texts = {
  en: {
    anonymous: 'Log in to download your CO2 report.',
    heading: 'CO2 report',
    intro: 'Download the CO2 footprint of your purchases for a period, for the whole customer or one EKG.',
    period: 'Period',
    fromDate: 'From',
    endDate: 'To',
    ekg: 'EKG',
    wholeCustomer: 'Whole customer',
    loading: 'Loading the EKGs…',
    error: 'The EKGs could not be loaded; the report for the whole customer can still be downloaded.',
    retry: 'Try again',
    download: 'Download the CO2 report',
    downloading: 'Downloading…',
    downloadFor: 'for {{from}}–{{to}}, {{scope}}',
    saved: 'Saved as {{name}}',
    failed: 'The report could not be downloaded. Check your connection and try again.',
    sessionExpired: 'Your session has expired; log in again to download.',
    ekgInvalid:
      'The report for {{name}} cannot be downloaded: the shop sent an EKG id it cannot ask for. Choose another EKG.',
    periodIncomplete: 'Choose both dates of the period to download the report.',
    periodOrder: 'The report can be downloaded once the end date is not before the start date.',
    periodFuture: 'The period cannot end after today.',
  },
  da: {
    anonymous: 'Log ind for at hente din CO2-rapport.',
    heading: 'CO2-rapport',
    intro: 'Hent CO2-aftrykket af dine køb for en periode, for hele kunden eller én EKG.',
    period: 'Periode',
    fromDate: 'Fra',
    endDate: 'Til',
    ekg: 'EKG',
    wholeCustomer: 'Hele kunden',
    loading: 'Henter EKG’erne…',
    error: 'EKG’erne kunne ikke hentes; rapporten for hele kunden kan stadig hentes.',
    retry: 'Prøv igen',
    download: 'Hent CO2-rapporten',
    downloading: 'Henter…',
    downloadFor: 'for {{from}}–{{to}}, {{scope}}',
    saved: 'Gemt som {{name}}',
    failed: 'Rapporten kunne ikke hentes. Tjek din forbindelse, og prøv igen.',
    sessionExpired: 'Din session er udløbet; log ind igen for at hente.',
    ekgInvalid:
      'Rapporten for {{name}} kan ikke hentes: butikken sendte et EKG-id, den ikke kan spørge efter. Vælg en anden EKG.',
    periodIncomplete: 'Vælg begge datoer i perioden for at hente rapporten.',
    periodOrder: 'Rapporten kan hentes, når slutdatoen ikke er før startdatoen.',
    periodFuture: 'Perioden kan ikke slutte efter i dag.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
