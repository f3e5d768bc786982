/** SPEC 5: the impersonation search needs at least 2 characters unless the term is "*" (everyone). */
export const MIN_TERM_LENGTH = 2;
export const WILDCARD = '*';

export type TermCheck = { ok: true; term: string } | { ok: false; reason: 'empty' | 'tooShort' };

/** Whether a typed term may be searched; white space around it does not count as characters. */
export function checkTerm(raw: string): TermCheck {
  const term = raw.trim();
  if (term === '') return { ok: false, reason: 'empty' };
  if (term !== WILDCARD && [...term].length < MIN_TERM_LENGTH) return { ok: false, reason: 'tooShort' };
  return { ok: true, term };
}
