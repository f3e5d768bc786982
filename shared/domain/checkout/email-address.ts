/**
 * Whether a typed e-mail address is worth sending (SPEC 4 Forms: the receipt e-mail report). The
 * server has the last word; this only catches typos before a round trip: one @, something before it,
 * a dot in the domain, no spaces. Leading and trailing spaces are forgiven (pasted addresses).
 */
export function isValidEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}
