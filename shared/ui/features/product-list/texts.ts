/**
 * Texts of the shared product list (namespace `product-list`), English and Danish with the same keys.
 * Unit names and prices come formatted from the API.
 */
export const PRODUCT_LIST_NS = 'product-list';

export const texts = {
  en: {
    empty: 'No products to show.',
    loadingRows: 'Loading products…',
    productNumber: 'Item no. {{id}}',
    brand: 'Brand',
    sample: 'Sample',
    favourite: 'On a favourite list',
    campaignLogo: 'Campaign',
    unitOf: '{{unit}} of {{count}} {{base}}',
    pricePer: '{{price}} / {{per}}',
    priceLoading: 'Loading price',
    priceUnavailable: 'Price unavailable.',
    retry: 'Try again',
    retryLabel: 'Load the price of {{product}} again',
    inStock: '{{count}} {{unit}} in stock',
    outOfStock: 'Out of stock',
    restock: 'Back in stock {{date}}',
    replacedBy: 'Replaced by item no. {{id}}',
    replaced: 'Replaced by another item',
    deliverable: 'Order by {{date}} at {{time}}',
    deliverableNoDeadline: 'Deliverable {{date}}',
    notDeliverable: 'Not deliverable on {{date}}',
    preSale: 'Pre-sale: {{name}}',
    latestPurchase: 'Last bought {{date}}: {{count}}',
    latestPurchaseNoCount: 'Last bought {{date}}',
    quickSales: 'Quick sales of {{product}}',
    bargain: 'Bargain',
    foodWaste: 'Save the food',
    bestBefore: 'Best before {{date}}',
    showMore: 'Show {{count}} more products',
    shownOf: 'Showing {{shown}} of {{total}} products.',
    selectProduct: 'Select {{product}}',
    selectAll: 'Select all {{count}} products',
  },
  da: {
    empty: 'Der er ingen varer at vise.',
    loadingRows: 'Henter varer…',
    productNumber: 'Varenr. {{id}}',
    brand: 'Mærke',
    sample: 'Vareprøve',
    favourite: 'På en favoritliste',
    campaignLogo: 'Kampagne',
    unitOf: '{{unit}} à {{count}} {{base}}',
    pricePer: '{{price}} / {{per}}',
    priceLoading: 'Henter pris',
    priceUnavailable: 'Prisen kunne ikke hentes.',
    retry: 'Prøv igen',
    retryLabel: 'Hent prisen på {{product}} igen',
    inStock: '{{count}} {{unit}} på lager',
    outOfStock: 'Ikke på lager',
    restock: 'På lager igen {{date}}',
    replacedBy: 'Erstattet af varenr. {{id}}',
    replaced: 'Erstattet af en anden vare',
    deliverable: 'Bestil senest {{date}} kl. {{time}}',
    deliverableNoDeadline: 'Kan leveres {{date}}',
    notDeliverable: 'Kan ikke leveres {{date}}',
    preSale: 'Forsalg: {{name}}',
    latestPurchase: 'Sidst købt {{date}}: {{count}}',
    latestPurchaseNoCount: 'Sidst købt {{date}}',
    quickSales: 'Hurtigsalg af {{product}}',
    bargain: 'Røverkøb',
    foodWaste: 'Red maden',
    bestBefore: 'Bedst før {{date}}',
    showMore: 'Vis {{count}} varer mere',
    shownOf: 'Viser {{shown}} af {{total}} varer.',
    selectProduct: 'Vælg {{product}}',
    selectAll: 'Vælg alle {{count}} varer',
  },
};

// Types only: useT(PRODUCT_LIST_NS) accepts these keys, and Danish must have exactly English's.
declare module '../../../i18n/text-keys' {
  interface TextNamespaces {
    [PRODUCT_LIST_NS]: Bilingual<typeof texts>;
  }
}
