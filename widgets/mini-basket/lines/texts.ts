export const NS = 'mini-basket-lines';

export const texts = {
  en: {
    heading: 'Latest lines',
    line: '{{quantity}} × {{name}}',
    price: '{{price}} per {{per}}',
  },
  da: {
    heading: 'Seneste linjer',
    line: '{{quantity}} × {{name}}',
    price: '{{price}} pr. {{per}}',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
