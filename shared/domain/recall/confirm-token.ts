/**
 * The confirmation token from the address of the link in the recall e-mail (query `token`, any case);
 * '' when there is none. Trimmed: a link copied from a mail program may bring a space or a line break.
 */
export function readConfirmToken(search: string): string {
  for (const [key, value] of new URLSearchParams(search)) if (key.toLowerCase() === 'token') return value.trim();
  return '';
}
