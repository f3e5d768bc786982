import type { ComponentType } from 'react';

/**
 * The seam between the custom form and a captcha provider. The provider draws its challenge and hands
 * the form a response through `onResponse` (null when there is none, or it expired). After a 400 (SPEC 8)
 * the form raises `round` and forgets the response it had: the provider resets its challenge.
 */
export interface CaptchaProps {
  siteKey: string;
  onResponse(response: string | null): void;
  /** The form refused a submit without a response: the control is marked invalid and described by the message. */
  invalid: boolean;
  /** The id of the element with the form's message about the captcha. */
  describedBy: string | undefined;
  /** How many times the form reset the captcha (0 at first): a new value resets the challenge. */
  round: number;
}

export type CaptchaProvider = ComponentType<CaptchaProps>;
