import type { pageContextFields } from './page-context-fields';

/** What each page-context field means, for the widget catalogue and docs/cms-editors.md (never in the bundle). */
export const pageContextDocs: Record<keyof typeof pageContextFields, string> = {
  area: 'Page area; chooses the client-side routes of area islands (SPEC section 2).',
  pageId: 'CMS page id, sent with campaign calls.',
  pageType: 'CMS page type, sent with campaign calls, e.g. "SearchPage".',
  isAuthenticated: 'Whether a user is logged in. Anonymous visitors make no basket or delivery calls.',
  language: 'Language of every text. Falls back to <html lang>, then "da".',
  apiBasePath: 'Base path of every API call: a path on this site ("/api/", "/shop/api"), never another origin.',
  areaBasePath:
    'Address of an area page (area other than None) under which its screens live, e.g. "/favorites" for /favorites/details/F1001. Empty: the address with its route suffix removed (/details/{id} and the like).',
  cacheKey: 'Sent as the cacheKey query parameter on every API call.',
  catalogChunkSize: 'Products per snapshot request and per rendering batch.',
  paginationQueryKey: 'Query-string key that holds the page number.',
  supplierKey: 'Suffix of the supplier-user cookie _su_<supplierKey>.',
  dateFormat:
    'date-fns format of every shown date, numeric tokens only (d, M, y, H, h, m, s, a), e.g. "dd.MM.yyyy" or "d/M-yy".',
  currentCustomerId: 'Id of the customer the user acts for ("" when none).',
  currentUserId:
    'Id of the logged-in user ("" when anonymous). With currentCustomerId and impersonatorUserId it names whose basket changes are: a change is never sent under another.',
  impersonatorUserId:
    'Id of the staff or supplier user acting for the customer ("" when the user acts for themselves).',
  currentCategoryId: 'Id of the category the page shows ("" when none); sent when the language changes.',
  currentProductId: 'Id of the product the page shows ("" when none); sent when the language changes.',
  isPunchOut: 'The user came from a procurement system (punch-out); skips the order-reference rule.',
  orderReferenceMaxLength: 'Maximum length of the order reference at checkout.',
  useNewNavigation: 'New navigation: sticky header after 125 px instead of 10 px.',
  editorMode: 'CMS edit or preview mode (and demo pages): island errors show full detail for editors.',
  loginUrl:
    'The login page (same origin). When the session expires, islands link to it with ReturnUrl set to the current page.',
  trustedRedirectOrigins:
    'Other sites a response\'s Redirect may send the page to: the punch-out and single sign-on hand-overs the wholesaler trusts (SPEC 7), as https origins separated by spaces, e.g. "https://punchout.example https://sso.example:8443". Every other off-site Redirect is refused.',
  telemetryUrl:
    'Where the bundle sends its reports of failures and web vitals (same origin, e.g. "/telemetry"); empty sends none. Beside it, telemetrySampleRate (0 to 1, default 1, e.g. 0.1 for one page in ten) sets the share of pages that report. Format: docs/server-contract.md "Reports".',
  translations: 'Translation overrides from the CMS, keyed "<lang>:<namespace>:<key>", e.g. "da:common:loading".',
};
