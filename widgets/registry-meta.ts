/**
 * Every widget's meta, for the build-time widget catalogue and the registry completeness test.
 * Never imported by the loader or a widget: it would pull every widget's props into one chunk.
 */
import { meta as countdown } from './countdown/meta';
import { meta as cookieConsent } from './cookie-consent/meta';
import { meta as exceptionOverlay } from './exception-overlay/meta';
import { meta as pageReloadWarning } from './page-reload-warning/meta';
import { meta as miniBasket } from './mini-basket/meta';
import { meta as deliveryDateDrawer } from './delivery-date-drawer/meta';
import { meta as dropSizeWarning } from './drop-size-warning/meta';
import { meta as headerSearch } from './header-search/meta';
import { meta as stickyHeader } from './sticky-header/meta';
import { meta as purchaseHistory } from './purchase-history/meta';
import { meta as productDetails } from './product-details/meta';
import { meta as searchPage } from './search-page/meta';
import { meta as categoryPage } from './category-page/meta';
import { meta as categoryMenu } from './category-menu/meta';
import { meta as campaignBanner } from './campaign-banner/meta';
import { meta as productPromotion } from './product-promotion/meta';
import { meta as promotionTile } from './promotion-tile/meta';
import { meta as supplierBrandLogos } from './supplier-brand-logos/meta';
import { meta as productNews } from './product-news/meta';
import { meta as orderReceiptTiles } from './order-receipt-tiles/meta';
import { meta as brandsHome } from './brands-home/meta';
import { meta as brandDetails } from './brand-details/meta';
import { meta as campaignDetails } from './campaign-details/meta';
import { meta as supplierLandingPage } from './supplier-landing-page/meta';
import { meta as checkoutReceipt } from './checkout-receipt/meta';
import { meta as sustainabilityKeyFigures } from './sustainability-key-figures/meta';
import { meta as checkoutBasket } from './checkout-basket/meta';
import { meta as highlightedProducts } from './highlighted-products/meta';
import { meta as productSamples } from './product-samples/meta';
import { meta as favoritesMenu } from './favorites-menu/meta';
import { meta as favorites } from './favorites/meta';
import { meta as favoritesPrint } from './favorites-print/meta';
import { meta as orders } from './orders/meta';
import { meta as customerCases } from './customer-cases/meta';
import { meta as punchOutOrders } from './punch-out-orders/meta';
import { meta as statistics } from './statistics/meta';
import { meta as co2Report } from './co2-report/meta';
import { meta as salesDocuments } from './sales-documents/meta';
import { meta as login } from './login/meta';
import { meta as forgotPassword } from './forgot-password/meta';
import { meta as resetPassword } from './reset-password/meta';
import { meta as logout } from './logout/meta';
import { meta as supplierCustomers } from './supplier-customers/meta';
import { meta as offCanvasMenu } from './off-canvas-menu/meta';
import { meta as myAccountMenu } from './my-account-menu/meta';
import { meta as notifications } from './notifications/meta';
import { meta as promotedNotifications } from './promoted-notifications/meta';
import { meta as recallAddresses } from './recall-addresses/meta';
import { meta as recallConfirm } from './recall-confirm/meta';
import { meta as recallNotice } from './recall-notice/meta';
import { meta as customerInformation } from './customer-information/meta';
import { meta as allBaskets } from './all-baskets/meta';
import { meta as impersonation } from './impersonation/meta';
import { meta as impersonationBanner } from './impersonation-banner/meta';
import { meta as videoTile } from './video-tile/meta';
import { meta as quoteTile } from './quote-tile/meta';
import { meta as customForm } from './custom-form/meta';
import { meta as userSettings } from './user-settings/meta';
import { meta as languageSwitch } from './language-switch/meta';

export const metas = [
  countdown,
  cookieConsent,
  exceptionOverlay,
  pageReloadWarning,
  miniBasket,
  deliveryDateDrawer,
  dropSizeWarning,
  headerSearch,
  stickyHeader,
  purchaseHistory,
  productDetails,
  searchPage,
  categoryPage,
  categoryMenu,
  campaignBanner,
  productPromotion,
  brandsHome,
  brandDetails,
  campaignDetails,
  supplierLandingPage,
  checkoutReceipt,
  promotionTile,
  supplierBrandLogos,
  productNews,
  orderReceiptTiles,
  sustainabilityKeyFigures,
  checkoutBasket,
  highlightedProducts,
  productSamples,
  favoritesMenu,
  favorites,
  favoritesPrint,
  orders,
  customerCases,
  punchOutOrders,
  statistics,
  co2Report,
  salesDocuments,
  login,
  forgotPassword,
  resetPassword,
  logout,
  supplierCustomers,
  offCanvasMenu,
  myAccountMenu,
  notifications,
  promotedNotifications,
  recallAddresses,
  recallConfirm,
  recallNotice,
  customerInformation,
  allBaskets,
  impersonation,
  impersonationBanner,
  videoTile,
  quoteTile,
  customForm,
  userSettings,
  languageSwitch,
];
