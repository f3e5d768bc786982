/**
 * An API path as a pattern, so reports group failures by endpoint and never carry an id (a customer, order,
 * basket or product number): the query string goes, and every segment that is or holds a digit, or looks
 * like a GUID or an opaque token, becomes `{id}`. Word segments such as `baskets` or `campaigns` stay.
 */
export function pathPattern(path: string): string {
  const bare = path.split(/[?#]/)[0]!;
  return bare
    .split('/')
    .map((segment) => (isId(segment) ? '{id}' : segment))
    .join('/');
}

const isId = (segment: string): boolean =>
  /\d/.test(segment) ||
  /^[0-9a-f-]{16,}$/i.test(segment) ||
  (segment.length > 24 && !/^[a-z-]+$/.test(segment)) ||
  segment.includes('@') ||
  segment.includes('%');
