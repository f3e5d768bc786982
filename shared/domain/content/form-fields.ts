import { isValidEmailAddress } from '../checkout/email-address';

/** The kinds of field a CMS editor may declare in a custom form (issue 18). */
export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'textarea', 'checkbox', 'select'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormFieldOption {
  /** What is sent. */
  value: string;
  /** What the visitor sees. */
  label: string;
}

/** One field as the editor declared it, checked and completed (required false, no options). */
export interface FormFieldDeclaration {
  /** The key of the field in the body sent to the endpoint. */
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  /** A select's choices (at least one); empty for every other type. */
  options: FormFieldOption[];
}

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

/** A body key the server can bind and a person can read in the editor's error: letters first, then letters, digits, `_`, `-` or `.`. */
const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const MAX_FIELDS = 30;

const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : (JSON.stringify(v) ?? String(v)));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readOption(raw: unknown): FormFieldOption | undefined {
  if (typeof raw === 'string' && raw.trim() !== '') return { value: raw, label: raw };
  if (isObject(raw) && typeof raw.value === 'string' && raw.value.trim() !== '') {
    return {
      value: raw.value,
      label: typeof raw.label === 'string' && raw.label.trim() !== '' ? raw.label : raw.value,
    };
  }
  return undefined;
}

/**
 * The custom form's `fields` prop: a list of `{ name, label, type, required?, options? }`. Every problem
 * is named (`fields[2].type: ...`) so the editor can fix them all at once; a list with a problem is not
 * shown at all, since a form without the field the server expects would only fail on submit.
 */
export function readFormFields(
  raw: unknown,
): { ok: true; value: FormFieldDeclaration[] } | { ok: false; problems: string[] } {
  if (!Array.isArray(raw)) return { ok: false, problems: [`expected a list of fields, got ${show(raw)}`] };
  if (raw.length === 0) return { ok: false, problems: ['expected at least one field, got an empty list'] };
  if (raw.length > MAX_FIELDS)
    return { ok: false, problems: [`expected at most ${MAX_FIELDS} fields, got ${raw.length}`] };
  const problems: string[] = [];
  const value: FormFieldDeclaration[] = [];
  const seen = new Set<string>();
  raw.forEach((entry: unknown, i) => {
    const at = `fields[${i}]`;
    if (!isObject(entry)) {
      problems.push(`${at}: expected an object with name, label and type, got ${show(entry)}`);
      return;
    }
    const { name, label, type, required = false, options } = entry;
    const before = problems.length;
    if (typeof name !== 'string' || !NAME.test(name))
      problems.push(
        `${at}.name: expected a name such as "email" (a letter, then letters, digits, _ - .), got ${show(name)}`,
      );
    else if (seen.has(name)) problems.push(`${at}.name: "${name}" is used by an earlier field`);
    if (typeof label !== 'string' || label.trim() === '')
      problems.push(`${at}.label: expected a non-empty text, got ${show(label)}`);
    if (!FORM_FIELD_TYPES.includes(type as FormFieldType))
      problems.push(`${at}.type: expected one of ${FORM_FIELD_TYPES.map(show).join(', ')}, got ${show(type)}`);
    if (typeof required !== 'boolean') problems.push(`${at}.required: expected true or false, got ${show(required)}`);
    let read: FormFieldOption[] = [];
    if (type === 'select') {
      read = Array.isArray(options) ? options.map(readOption).filter((o): o is FormFieldOption => o !== undefined) : [];
      if (!Array.isArray(options) || read.length !== options.length || read.length === 0)
        problems.push(`${at}.options: expected a non-empty list of texts or { value, label }, got ${show(options)}`);
    } else if (options !== undefined) {
      problems.push(`${at}.options: only a "select" field has options`);
    }
    if (problems.length > before) return;
    seen.add(name as string);
    value.push({
      name: name as string,
      label: label as string,
      type: type as FormFieldType,
      required: required as boolean,
      options: read,
    });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value };
}

/** Every field empty: a checkbox unticked, a select on its "choose" entry. */
export function emptyValues(fields: readonly FormFieldDeclaration[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.type === 'checkbox' ? false : '']));
}

export type FormFieldProblem = 'required' | 'email';

/**
 * What is wrong with one field's value: a required field left empty (white space alone is empty, a
 * required checkbox must be ticked), or an e-mail field whose text is not an address (empty is fine
 * unless required).
 */
export function formFieldProblem(field: FormFieldDeclaration, value: FormValue | undefined): FormFieldProblem | null {
  if (field.type === 'checkbox') return field.required && value !== true ? 'required' : null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return field.required ? 'required' : null;
  if (field.type === 'email' && !isValidEmailAddress(text)) return 'email';
  return null;
}

/** The problem of every field that has one, by name. */
export function formProblems(
  fields: readonly FormFieldDeclaration[],
  values: FormValues,
): Record<string, FormFieldProblem> {
  const problems: Record<string, FormFieldProblem> = {};
  for (const field of fields) {
    const problem = formFieldProblem(field, values[field.name]);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** The body the endpoint receives: every declared field by name, texts trimmed, checkboxes true or false. */
export function formBody(fields: readonly FormFieldDeclaration[], values: FormValues): Record<string, FormValue> {
  return Object.fromEntries(
    fields.map((f) => {
      const v = values[f.name];
      return [f.name, f.type === 'checkbox' ? v === true : typeof v === 'string' ? v.trim() : ''];
    }),
  );
}
