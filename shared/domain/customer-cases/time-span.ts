/** SPEC 2 Customer cases: time spans are shown trimmed to their first 5 characters ("08:00:00" -> "08:00"). */
export const TIME_SPAN_LENGTH = 5;

/** The first 5 characters of a time span; shorter texts as they are; '' for empty, null or absent. */
export function trimTimeSpan(value: string | null | undefined): string {
  return typeof value === 'string' ? value.slice(0, TIME_SPAN_LENGTH) : '';
}

/**
 * A case's delivery time span as its two trimmed ends, or null when neither end is known. One known end
 * alone is still shown (the other left blank) rather than hidden: the customer asked about that delivery.
 */
export function timeSpan(
  from: string | null | undefined,
  to: string | null | undefined,
): { from: string; to: string } | null {
  const span = { from: trimTimeSpan(from), to: trimTimeSpan(to) };
  return span.from || span.to ? span : null;
}
