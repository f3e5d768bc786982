import type { FormValue } from '../domain/content/form-fields';
import { apiPostTo } from './client';
import { WIRE, type EditorValidationGroup } from './wire';

export interface CustomFormSubmission {
  /** The editor's endpoint, on this site (checked when the props are read and again by apiPostTo). */
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
 * and the validation-group and captcha-response headers. The answer is the usual envelope; its Model is
 * not read. A 400 carries the group, so its Message is the form's (SPEC 8) and no exception notice shows.
 */
export function sendCustomForm(submission: CustomFormSubmission): Promise<unknown> {
  const { endpoint, itemId, pageId, validationGroup, captchaResponse, values } = submission;
  return apiPostTo<unknown>(endpoint, values, {
    searchParams: { itemId, pageId },
    validationGroup,
    headers: captchaResponse === undefined ? {} : { [WIRE.captchaResponseHeader]: captchaResponse },
  });
}
