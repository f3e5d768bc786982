/**
 * Names on the wire that SPEC section 7 describes but does not name. They are our contract with the
 * server and are listed in docs/server-contract.md; change them only together with the server.
 */
export const WIRE = {
  /** Query parameter carrying the page context's cache key on every call. */
  cacheKeyParam: 'cacheKey',
  /** Query parameter carrying the product-recall token, taken from the cookie below. */
  recallParam: 'recall',
  recallCookie: '_recall',
  /** Query parameter `isMobile=true` on small (under 1024 px) or touch screens. */
  isMobileParam: 'isMobile',
  /** Header carrying the URL's `at_campaign` value. */
  campaignHeader: 'X-Campaign-Tracking',
  campaignUrlParam: 'at_campaign',
  /** Header naming the validation group whose errors the caller shows itself (SPEC section 5). */
  validationGroupHeader: 'X-Validation-Group',
  /** Header carrying the checkout step on basket fetches. */
  checkoutStepHeader: 'X-Checkout-Step',
  /**
   * Header naming the customer the page orders for, on every call (issue #32): the server refuses a call
   * for another customer than its session's with a 409, so a change never lands in the wrong basket.
   */
  customerHeader: 'X-Customer-Id',
  /** Header carrying a custom form's captcha response (SPEC 7 Other). */
  captchaResponseHeader: 'X-Captcha-Response',
} as const;

/** SPEC section 9: small screen is under 1024 px wide. */
export const SMALL_SCREEN_MAX_WIDTH = 1023;

/**
 * SPEC 5's four groups, `organic-share` (the Statistics area's subscriber and report forms, whose 400
 * Message SPEC 2 and 5 want in the form), `account` (the customer information panel's user calls, whose 400
 * Message SPEC 8 wants in the form) and `basket` (the all-baskets page's create, rename and delete, whose
 * refusals it shows in place): names the server must know, listed in docs/server-contract.md.
 */
export type ValidationGroup =
  | 'login'
  | 'impersonation'
  | 'order'
  | 'product-recall-email-address'
  | 'organic-share'
  | 'account'
  | 'basket'
  | EditorValidationGroup;

/**
 * A group a CMS editor names in a custom form's props (SPEC 7 Other): the server knows it, the bundle
 * only passes it on. Branded, so a typo in one of the groups above still fails to compile; the custom
 * form's props make it, from a name that passed shared/domain/content/validation-group.ts.
 */
export type EditorValidationGroup = string & { readonly editorValidationGroup: true };
