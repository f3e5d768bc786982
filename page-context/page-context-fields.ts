import { f } from './fields';

/**
 * Every field of the server page context, its type, default and meaning. This map is the contract
 * with the CMS: the README's table and the widget catalogue are generated from it.
 */
export const pageContextFields = {
  area: f.oneOf(
    ['None', 'CustomerCases', 'LegacyOrderHistory', 'OrderOverview', 'PunchOut', 'SalesDocuments', 'Statistics', 'Favorites'] as const,
    { description: 'Page area; chooses the client-side routes of area islands (SPEC section 2).', default: 'None' },
  ),
  pageId: f.number({ description: 'CMS page id, sent with campaign calls.', integer: true, default: 0 }),
  pageType: f.string({ description: 'CMS page type, sent with campaign calls, e.g. "SearchPage".', default: '' }),
  isAuthenticated: f.boolean({ description: 'Whether a user is logged in. Anonymous visitors make no basket or delivery calls.', default: false }),
  language: f.oneOf(['en', 'da'] as const, { description: 'Language of every text. Falls back to <html lang>, then "da".', default: 'da' }),
  apiBasePath: f.string({ description: 'Base path of every API call.', default: '/api/', pattern: /^(\/|https?:\/\/)/ }),
  cacheKey: f.string({ description: 'Sent as the cacheKey query parameter on every API call.', default: '' }),
  catalogChunkSize: f.number({ description: 'Products per snapshot request and per rendering batch.', integer: true, min: 1, max: 400, default: 50 }),
  paginationQueryKey: f.string({ description: 'Query-string key that holds the page number.', default: 'page', pattern: /^[A-Za-z][\w-]*$/ }),
  supplierKey: f.string({ description: 'Suffix of the supplier-user cookie _su_<supplierKey>.', default: '' }),
  dateFormat: f.string({ description: 'date-fns format of every shown date.', default: 'dd.MM.yyyy' }),
  currentCustomerId: f.string({ description: 'Id of the customer the user acts for ("" when none).', default: '' }),
  isPunchOut: f.boolean({ description: 'The user came from a procurement system (punch-out); skips the order-reference rule.', default: false }),
  orderReferenceMaxLength: f.number({ description: 'Maximum length of the order reference at checkout.', integer: true, min: 1, default: 20 }),
  useNewNavigation: f.boolean({ description: 'New navigation: sticky header after 125 px instead of 10 px.', default: false }),
  editorMode: f.boolean({ description: 'CMS edit or preview mode (and demo pages): island errors show full detail for editors.', default: false }),
  cspNonce: f.string({ description: 'Nonce put on script elements the bundle adds (analytics tracker scripts).', default: '' }),
  translations: f.stringRecord({
    description: 'Translation overrides from the CMS, keyed "<lang>:<namespace>:<key>", e.g. "da:common:loading".',
    default: {},
  }),
};
