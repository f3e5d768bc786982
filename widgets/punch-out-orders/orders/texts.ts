/** Texts of the punch-out orders screen (namespace `punch-out-orders-orders`), English and Danish with the same keys. */
export const ORDERS_NS = 'punch-out-orders-orders';

export const texts = {
  en: {
    heading: 'Punch-out orders',
    intro: 'The orders you placed through your procurement system.',
    loading: 'Loading your punch-out orders…',
    error: 'Your punch-out orders could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    empty: 'There are no punch-out orders yet. Orders you place from your procurement system will show here.',
    notPunchOut:
      'Punch-out orders belong to punch-out accounts, which order through a procurement system. This account is not a punch-out account, so it has no punch-out orders.',
    caption: 'Punch-out orders, newest first',
    orderId: 'Order number',
    customerReference: 'Your reference',
    orderDate: 'Order date',
    deliveryDate: 'Delivery date',
    status: 'Status',
    total: 'Total',
    statusReceived: 'Received',
    statusProcessing: 'Being processed',
    statusOutForDelivery: 'Out for delivery',
    statusDelivered: 'Delivered',
    statusInvoiced: 'Invoiced',
    statusCancelled: 'Cancelled',
  },
  da: {
    heading: 'Punch-out-ordrer',
    intro: 'De ordrer, du har afgivet gennem dit indkøbssystem.',
    loading: 'Henter dine punch-out-ordrer…',
    error: 'Dine punch-out-ordrer kunne ikke hentes. Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
    empty: 'Der er ingen punch-out-ordrer endnu. Ordrer, du afgiver fra dit indkøbssystem, vises her.',
    notPunchOut:
      'Punch-out-ordrer hører til punch-out-konti, som bestiller gennem et indkøbssystem. Denne konto er ikke en punch-out-konto, så den har ingen punch-out-ordrer.',
    caption: 'Punch-out-ordrer, nyeste først',
    orderId: 'Ordrenummer',
    customerReference: 'Jeres reference',
    orderDate: 'Ordredato',
    deliveryDate: 'Leveringsdato',
    status: 'Status',
    total: 'I alt',
    statusReceived: 'Modtaget',
    statusProcessing: 'Under behandling',
    statusOutForDelivery: 'Under levering',
    statusDelivered: 'Leveret',
    statusInvoiced: 'Faktureret',
    statusCancelled: 'Annulleret',
  },
};

// Types only: useT(ORDERS_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [ORDERS_NS]: Bilingual<typeof texts>;
  }
}
