/**
 * The order-reference rules of SPEC sections 5 and 6: a user who is not punch-out must give a
 * reference when the customer requires one, and a reference may not be longer than the maximum
 * (the page context's orderReferenceMaxLength, SPEC 9 default 20).
 */

/** SPEC 9: default order reference maximum length. */
export const DEFAULT_ORDER_REFERENCE_MAX_LENGTH = 20;

export type OrderReferenceProblem = 'required' | 'tooLong';

export interface OrderReferenceRule {
  /** customers/current RequireOrderReference. */
  required: boolean;
  /** Page context isPunchOut: punch-out users skip the requirement (SPEC 6). */
  isPunchOut: boolean;
  maxLength?: number;
}

/** What blocks the submit, or null when the reference is fine. Blank (spaces only) counts as empty. */
export function orderReferenceProblem(
  reference: string,
  { required, isPunchOut, maxLength = DEFAULT_ORDER_REFERENCE_MAX_LENGTH }: OrderReferenceRule,
): OrderReferenceProblem | null {
  if (required && !isPunchOut && reference.trim() === '') return 'required';
  if (reference.length > maxLength) return 'tooLong';
  return null;
}
