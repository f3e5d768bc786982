import { f } from './fields';

/**
 * Every field of the server page context, its type and default. This map is the contract with the
 * CMS; the meaning of each field is in page-context-docs.ts, kept apart so that the runtime does not
 * carry documentation on every page.
 */
export const pageContextFields = {
  area: f.oneOf(
    [
      'None',
      'CustomerCases',
      'LegacyOrderHistory',
      'OrderOverview',
      'PunchOut',
      'SalesDocuments',
      'Statistics',
      'Favorites',
    ] as const,
    { default: 'None' },
  ),
  pageId: f.number({ integer: true, default: 0 }),
  pageType: f.string({ default: '' }),
  isAuthenticated: f.boolean({ default: false }),
  language: f.oneOf(['en', 'da'] as const, { default: 'da' }),
  apiBasePath: f.path({ default: '/api/' }),
  areaBasePath: f.path({ default: '', allowEmpty: true }),
  cacheKey: f.string({ default: '' }),
  catalogChunkSize: f.number({ integer: true, min: 1, max: 400, default: 50 }),
  paginationQueryKey: f.string({ default: 'page', pattern: /^[A-Za-z][\w-]*$/ }),
  supplierKey: f.string({ default: '' }),
  dateFormat: f.string({ default: 'dd.MM.yyyy', pattern: /^(?:[dMyHhmsa]+|[^A-Za-z])+$/ }),
  currentCustomerId: f.string({ default: '' }),
  currentUserId: f.string({ default: '' }),
  impersonatorUserId: f.string({ default: '' }),
  currentCategoryId: f.string({ default: '' }),
  currentProductId: f.string({ default: '' }),
  isPunchOut: f.boolean({ default: false }),
  orderReferenceMaxLength: f.number({ integer: true, min: 1, default: 20 }),
  useNewNavigation: f.boolean({ default: false }),
  editorMode: f.boolean({ default: false }),
  loginUrl: f.url({ sameOrigin: true, default: '' }),
  // Space-separated, as CSP source lists are (form-action names the same hand-overs). Each entry is checked
  // where a Redirect is followed (shared/api/http/redirect.ts), not here: this map is in the core chunk of every
  // page, and its pattern cost 33 B gzip over the mini-basket page's budget.
  trustedRedirectOrigins: f.string({ default: '' }),
  // The reporter's collector (issue #35): empty sends nothing and loads no reporting code. Its sample rate,
  // telemetrySampleRate, is read by the reporter chunk itself (shared/domain/telemetry/settings.ts): as a field
  // here it cost 24 B gzip on every page, over the mini-basket page's budget.
  telemetryUrl: f.url({ sameOrigin: true, default: '' }),
  translations: f.stringRecord({
    default: {},
  }),
};
