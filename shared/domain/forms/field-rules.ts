import { parseEmailList } from './email-list';

/** What is wrong with a field's value; the form kit turns it into a translated message. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'invalidEmails'; entries: string[] };

export interface TextRules {
  required?: boolean;
  /** At most this many characters, counted after trimming (what is sent). */
  maxLength?: number;
}

/** Required and maximum length for a text field; white space alone is empty. */
export function textProblem(value: string, { required = false, maxLength }: TextRules): FieldProblem | null {
  const trimmed = value.trim();
  if (required && trimmed === '') return { kind: 'required' };
  if (maxLength !== undefined && trimmed.length > maxLength) return { kind: 'tooLong', max: maxLength };
  return null;
}

/**
 * The multiple e-mail field's problem (SPEC 5): the entries that are not addresses, all of them, so the
 * buyer can fix every one at once. Empty is allowed unless the form needs at least one address.
 */
export function emailListProblem(
  value: string,
  { required = false }: { required?: boolean } = {},
): FieldProblem | null {
  const { addresses, invalid } = parseEmailList(value);
  if (invalid.length > 0) return { kind: 'invalidEmails', entries: invalid };
  if (required && addresses.length === 0) return { kind: 'required' };
  return null;
}
