import type { ComponentType } from 'react';

/**
 * The seam between the custom form and a captcha provider. The provider draws its challenge and hands
 * the form a response through `onResponse` (null when there is none, or it expired). To reset it (after
 * a 400, SPEC 8) the form mounts it afresh (a new React key) and forgets the response it had.
 */
export interface CaptchaProps {
  siteKey: string;
  onResponse(response: string | null): void;
  /** The form refused a submit without a response: the control is marked invalid and described by the message. */
  invalid: boolean;
  /** The id of the element with the form's message about the captcha. */
  describedBy: string | undefined;
}

export type CaptchaProvider = ComponentType<CaptchaProps>;
