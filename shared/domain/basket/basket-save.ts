/**
 * How a failed basket save is handled (DESIGN section 6: a change is saved, being retried, or visibly
 * unsaved; never dropped). Pure: the update queue in shared/stores/basket acts on these.
 *
 * - transient: no answer, a timeout or a 5xx. Quantities are absolute, so sending the batch again
 *   is safe: it is retried after each of BASKET_RETRY_DELAYS, then shown unsaved with a retry.
 * - rejected: a 400 or 403 (or another 4xx); the server refused the batch and kept the basket as it
 *   was. Its Message is shown at the rows the change was made in (a 403 also raises the notice "not
 *   allowed": the user is logged in, and logging in again would not help).
 * - missing: a 404; the basket is gone (SPEC 8: page-reload warning, reload the default basket).
 * - session: 401, a login page instead of JSON; kept until the user has logged in again.
 * - unreadable: a 2xx without a readable Model (SPEC 5: an error); the change arrived, so the
 *   basket is read again rather than the change sent twice.
 */
export type SaveFailure = 'transient' | 'rejected' | 'missing' | 'session' | 'unreadable';

/** Waits before the 2nd, 3rd, 4th and 5th try of a failed batch (about 7.5 s in all). */
export const BASKET_RETRY_DELAYS: readonly number[] = [500, 1000, 2000, 4000];

/** Classifies a failed save by the HTTP status it got (0: no answer) and whether a Model was missing. */
export function classifySaveFailure(
  status: number,
  kind: 'http' | 'network' | 'missing-model' | 'session' | 'other',
): SaveFailure {
  if (kind === 'session') return 'session';
  if (kind === 'missing-model') return 'unreadable';
  if (kind === 'network') return 'transient';
  if (status === 401) return 'session';
  if (status === 404) return 'missing';
  if (status === 408 || status === 429 || status >= 500) return 'transient';
  if (status >= 400) return 'rejected';
  return 'transient';
}
