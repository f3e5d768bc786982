/** The MIME types of the files the shop sends (SPEC 7 "as a file", the CO2 report download). */
export const FILE_TYPES = {
  pdf: ['application/pdf'],
  /** Servers label CSV in several ways; none of them is a page. */
  csv: ['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
} as const;

/**
 * What is wrong with a download's Content-Type, or null when it is one of `expected` (parameters such as
 * charset and the case ignored), or `application/octet-stream` (a file of no named type; never a page).
 * An HTML page where a file was asked for is the login page a server answers once the session has
 * expired ('loginPage': saving it as `Invoice.pdf` would hand the buyer a broken file); any other type,
 * or none, is not the file asked for ('unexpectedType').
 */
export function downloadTypeProblem(
  contentType: string | null,
  expected: readonly string[],
): 'loginPage' | 'unexpectedType' | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'loginPage';
  if (type === 'application/octet-stream' || expected.includes(type)) return null;
  return 'unexpectedType';
}
