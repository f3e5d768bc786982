/** Texts of the shared pagination (namespace `pagination`), English and Danish with the same keys. */
export const PAGINATION_NS = 'pagination';

export const texts = {
  en: {
    label: 'Pages',
    previous: 'Previous',
    previousPage: 'Previous page',
    next: 'Next',
    nextPage: 'Next page',
    page: 'Page {{page}}',
    pageOf: 'Page {{page}} of {{total}}',
  },
  da: {
    label: 'Sider',
    previous: 'Forrige',
    previousPage: 'Forrige side',
    next: 'Næste',
    nextPage: 'Næste side',
    page: 'Side {{page}}',
    pageOf: 'Side {{page}} af {{total}}',
  },
};

// Types only: useT(PAGINATION_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    [PAGINATION_NS]: Bilingual<typeof texts>;
  }
}
