import { isUnderApiBasePath } from '../domain/content/form-endpoint';
import type { FormValue } from '../domain/content/form-fields';
import { $pageContext } from '../context/page-context';
import { ApiError } from './http/errors';
import { request } from './http/client';
import { WIRE, type EditorValidationGroup } from './http/wire';

export interface CustomFormSubmission {
  /** The editor's endpoint, on this site outside the API (checked when the props are read, and again below). */
  endpoint: string;
  /** The CMS item the form belongs to (the island's prop). */
  itemId: string;
  /** The page the form is on (page context). */
  pageId: number;
  validationGroup: EditorValidationGroup;
  /** The captcha provider's response; undefined when the form has no captcha (no header is sent). */
  captchaResponse?: string;
  /** Every declared field by name. */
  values: Record<string, FormValue>;
}

/**
 * SPEC 7 Other: the custom form POSTs to its configured endpoint with the `itemId` and `pageId` queries
 * and the validation-group and captcha-response headers. The endpoint may lie outside the API base path,
 * so it goes to `request` as an absolute address (which resolves to itself there) with every rule of the
 * client: the envelope (its Model is not read), the exception event, the validation group, so a 400's
 * Message is the form's (SPEC 8). Here rather than in client.ts: the client is in the core chunk every
 * page loads, and only this widget needs it. An address on another site, or under the API base path (a
 * form must not reach the shop's own calls, form-endpoint.ts), is refused without a request.
 */
export function sendCustomForm(submission: CustomFormSubmission): Promise<unknown> {
  const { endpoint, itemId, pageId, validationGroup, captchaResponse, values } = submission;
  const target = new URL(endpoint, location.href);
  if (target.origin !== location.origin || !/^https?:$/.test(target.protocol)) {
    return Promise.reject(new ApiError('POST', endpoint, 'refused: the address is not on this site', 0));
  }
  if (isUnderApiBasePath(target.href, $pageContext.get().apiBasePath, location.href)) {
    return Promise.reject(new ApiError('POST', endpoint, 'refused: the address is under the API base path', 0));
  }
  return request<unknown>('POST', target.href, {
    json: values,
    searchParams: { itemId, pageId },
    validationGroup,
    headers: captchaResponse === undefined ? {} : { [WIRE.captchaResponseHeader]: captchaResponse },
  });
}
