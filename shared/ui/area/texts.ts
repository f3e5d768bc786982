/** Texts of the area router (namespace `area`), English and Danish with the same keys. */
export const AREA_NS = 'area';

export const texts = {
  en: {
    notFound: {
      heading: 'Page not found',
      text: 'There is nothing at this address. The link may be old or mistyped.',
    },
    /** The not-found state's link to the area's start screen, per area. */
    startLink: {
      CustomerCases: 'Go to customer cases',
      LegacyOrderHistory: 'Go to the order history',
      OrderOverview: 'Go to the order overview',
      PunchOut: 'Go to punch-out orders',
      SalesDocuments: 'Go to sales documents',
      Statistics: 'Go to statistics',
      Favorites: 'Go to your favourite lists',
    },
  },
  da: {
    notFound: {
      heading: 'Siden findes ikke',
      text: 'Der er intet på denne adresse. Linket kan være forældet eller skrevet forkert.',
    },
    startLink: {
      CustomerCases: 'Gå til kundesager',
      LegacyOrderHistory: 'Gå til ordrehistorikken',
      OrderOverview: 'Gå til ordreoversigten',
      PunchOut: 'Gå til punch-out-ordrer',
      SalesDocuments: 'Gå til salgsdokumenter',
      Statistics: 'Gå til statistik',
      Favorites: 'Gå til dine favoritlister',
    },
  },
};

// Types only: useT(AREA_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    [AREA_NS]: Bilingual<typeof texts>;
  }
}
