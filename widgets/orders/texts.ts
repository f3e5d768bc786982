export const NS = 'orders';

/** Texts both screens share (the island's frame, order statuses); each screen folder registers its own namespace besides. */
export const texts = {
  en: {
    anonymous: 'Log in to see your orders.',
    wrongArea:
      'This page shows no orders: the order list belongs on a page of the area OrderOverview or LegacyOrderHistory.',
    status: {
      Received: 'Received',
      Processing: 'Being packed',
      OutForDelivery: 'Out for delivery',
      Delivered: 'Delivered',
      Cancelled: 'Cancelled',
      Invoiced: 'Invoiced',
    },
  },
  da: {
    anonymous: 'Log ind for at se dine ordrer.',
    wrongArea:
      'Siden viser ingen ordrer: ordrelisten hører hjemme på en side i området OrderOverview eller LegacyOrderHistory.',
    status: {
      Received: 'Modtaget',
      Processing: 'Pakkes',
      OutForDelivery: 'Under levering',
      Delivered: 'Leveret',
      Cancelled: 'Annulleret',
      Invoiced: 'Faktureret',
    },
  },
};

/** The statuses with a text of their own; any other is shown as the server sends it. */
export const KNOWN_STATUSES = Object.keys(texts.en.status) as (keyof typeof texts.en.status)[];

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}
