import type { Preload, Registry } from '../shared/islands/loader-runtime';

/**
 * The one map from `data-widget` names to widget chunks. Each entry is a dynamic import, so esbuild
 * makes one chunk per widget and a page loads only the widgets it has. Add new widgets here.
 */
export const registry = {
  countdown: () => import('./countdown/index'),
  'cookie-consent': () => import('./cookie-consent/index'),
  'exception-overlay': () => import('./exception-overlay/index'),
  'page-reload-warning': () => import('./page-reload-warning/index'),
  'mini-basket': () => import('./mini-basket/index'),
  'delivery-date-drawer': () => import('./delivery-date-drawer/index'),
  'drop-size-warning': () => import('./drop-size-warning/index'),
  'header-search': () => import('./header-search/index'),
  'sticky-header': () => import('./sticky-header/index'),
  'purchase-history': () => import('./purchase-history/index'),
  'product-details': () => import('./product-details/index'),
  'search-page': () => import('./search-page/index'),
  'category-page': () => import('./category-page/index'),
  'category-menu': () => import('./category-menu/index'),
  'campaign-banner': () => import('./campaign-banner/index'),
  'product-promotion': () => import('./product-promotion/index'),
  'promotion-tile': () => import('./promotion-tile/index'),
  'supplier-brand-logos': () => import('./supplier-brand-logos/index'),
  'product-news': () => import('./product-news/index'),
  'order-receipt-tiles': () => import('./order-receipt-tiles/index'),
  'brands-home': () => import('./brands-home/index'),
  'brand-details': () => import('./brand-details/index'),
  'campaign-details': () => import('./campaign-details/index'),
  'supplier-landing-page': () => import('./supplier-landing-page/index'),
  'checkout-receipt': () => import('./checkout-receipt/index'),
  'sustainability-key-figures': () => import('./sustainability-key-figures/index'),
  'checkout-basket': () => import('./checkout-basket/index'),
  'highlighted-products': () => import('./highlighted-products/index'),
  'product-samples': () => import('./product-samples/index'),
  'favorites-menu': () => import('./favorites-menu/index'),
  favorites: () => import('./favorites/index'),
  'favorites-print': () => import('./favorites-print/index'),
  orders: () => import('./orders/index'),
  'customer-cases': () => import('./customer-cases/index'),
  'punch-out-orders': () => import('./punch-out-orders/index'),
  statistics: () => import('./statistics/index'),
  'co2-report': () => import('./co2-report/index'),
  'sales-documents': () => import('./sales-documents/index'),
  login: () => import('./login/index'),
  'forgot-password': () => import('./forgot-password/index'),
  'reset-password': () => import('./reset-password/index'),
  logout: () => import('./logout/index'),
  'supplier-customers': () => import('./supplier-customers/index'),
  'off-canvas-menu': () => import('./off-canvas-menu/index'),
  'my-account-menu': () => import('./my-account-menu/index'),
  notifications: () => import('./notifications/index'),
  'promoted-notifications': () => import('./promoted-notifications/index'),
  'recall-addresses': () => import('./recall-addresses/index'),
  'recall-confirm': () => import('./recall-confirm/index'),
  'recall-notice': () => import('./recall-notice/index'),
  'customer-information': () => import('./customer-information/index'),
  'all-baskets': () => import('./all-baskets/index'),
  impersonation: () => import('./impersonation/index'),
  'impersonation-banner': () => import('./impersonation-banner/index'),
  'video-tile': () => import('./video-tile/index'),
  'quote-tile': () => import('./quote-tile/index'),
  'custom-form': () => import('./custom-form/index'),
  'user-settings': () => import('./user-settings/index'),
  'language-switch': () => import('./language-switch/index'),
} satisfies Registry;

/**
 * Nothing to start ahead in development and tests: the build replaces this module (scripts/compact-registry.mjs)
 * with one whose `preload` starts the chunks each widget's chunk imports.
 */
export const preload: Preload = () => undefined;
