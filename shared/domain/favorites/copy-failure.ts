/**
 * SPEC 8: "Copy to customer or reorder to a specified customer: 404 means customer not found; any other
 * failure is a general (unknown) error." Sharing to a customer (SPEC 7 share) reads its 404 the same way.
 */
export type CustomerCallFailure = 'customerNotFound' | 'unknown';

/** The failure of a call naming a customer, by its HTTP status (0: no answer). */
export const customerCallFailure = (status: number): CustomerCallFailure =>
  status === 404 ? 'customerNotFound' : 'unknown';
