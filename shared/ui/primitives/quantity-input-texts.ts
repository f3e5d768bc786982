/**
 * Texts of the shared quantity input and add-to-basket control (namespace `quantity-input`),
 * English and Danish with the same keys. Unit names ({{unit}}) come from the API's sales unit.
 */
export const QUANTITY_INPUT_NS = 'quantity-input';

export const texts = {
  en: {
    label: 'Quantity of {{product}}',
    labelQuickSale: 'Quantity of {{product}}, quick sale',
    stockLeft: 'Only {{count}} {{unit}} left in stock',
    stockNone: 'No {{unit}} left in stock',
    added: 'Added',
    loginHint: 'Log in to add products to your basket',
    notReady: 'Your basket is still loading. Try again in a moment.',
  },
  da: {
    label: 'Antal af {{product}}',
    labelQuickSale: 'Antal af {{product}}, hurtigsalg',
    stockLeft: 'Kun {{count}} {{unit}} på lager',
    stockNone: 'Ingen {{unit}} på lager',
    added: 'Lagt i kurven',
    loginHint: 'Log ind for at lægge varer i kurven',
    notReady: 'Din kurv indlæses stadig. Prøv igen om et øjeblik.',
  },
};

// Types only: useT(QUANTITY_INPUT_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    [QUANTITY_INPUT_NS]: Bilingual<typeof texts>;
  }
}
