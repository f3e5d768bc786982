import { safeHref } from './safe-href';

/**
 * A tiny schema kit: one declaration per field yields the parser, the TypeScript type and the
 * documentation (type, default, description) shown in the widget catalogue. Used for the page
 * context here and for widget props through shared/islands. No dependency, so the loader stays small.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

export interface Field<T> {
  /** Human-readable type shown to CMS editors, e.g. `string`, `"eager" | "idle"`. */
  readonly type: string;
  readonly description: string;
  readonly required: boolean;
  /** Documented default; `undefined` when the field has none. */
  readonly defaultValue: T | undefined;
  parse(raw: unknown): Parsed<T>;
}

export type FieldMap = Record<string, Field<unknown>>;
export type Infer<M extends FieldMap> = { [K in keyof M]: M[K] extends Field<infer T> ? T : never };

const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : (JSON.stringify(v) ?? String(v)));

export interface Options<T> {
  /** For editors; optional where the docs live elsewhere to keep them out of the runtime (page context). */
  description?: string;
  default?: T;
}

export function field<T>(type: string, opts: Options<T>, check: (raw: unknown) => Parsed<T>): Field<T> {
  const hasDefault = 'default' in opts;
  return {
    type,
    description: opts.description ?? '',
    required: !hasDefault,
    defaultValue: opts.default,
    parse(raw) {
      if (raw === undefined || raw === null) {
        return hasDefault ? { ok: true, value: opts.default as T } : { ok: false, problem: 'is required' };
      }
      return check(raw);
    },
  };
}

export const bad = (expected: string, raw: unknown): Parsed<never> => ({
  ok: false,
  problem: `expected ${expected}, got ${show(raw)}`,
});

/** A string that `ok` accepts, kept as written. Props are read in the page, so links resolve against it. */
export function checked<T extends string | undefined>(
  type: string,
  expected: string,
  opts: Options<T>,
  ok: (raw: string) => unknown,
): Field<T> {
  return field(type, opts, (raw) =>
    typeof raw === 'string' && ok(raw) ? { ok: true, value: raw as T } : bad(expected, raw),
  );
}

export const f = {
  string(opts: Options<string> & { maxLength?: number; pattern?: RegExp }): Field<string> {
    return field('string', opts, (raw) => {
      if (typeof raw !== 'string') return bad('a string', raw);
      if (opts.maxLength !== undefined && raw.length > opts.maxLength)
        return bad(`at most ${opts.maxLength} characters`, raw);
      if (opts.pattern && !opts.pattern.test(raw)) return bad(`text matching ${opts.pattern}`, raw);
      return { ok: true, value: raw };
    });
  },
  /** Optional text without a default: `undefined` when absent. */
  optionalString(opts: { description?: string }): Field<string | undefined> {
    return field<string | undefined>('string (optional)', { ...opts, default: undefined }, (raw) =>
      typeof raw === 'string' ? { ok: true, value: raw } : bad('a string', raw),
    );
  },
  number(opts: Options<number> & { min?: number; max?: number; integer?: boolean }): Field<number> {
    const type = opts.integer ? 'integer' : 'number';
    const article = opts.integer ? 'an' : 'a';
    return field(type, opts, (raw) => {
      const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isFinite(n)) return bad(`${article} ${type}`, raw);
      if (opts.integer && !Number.isInteger(n)) return bad('an integer', raw);
      if (opts.min !== undefined && n < opts.min) return bad(`${article} ${type} of at least ${opts.min}`, raw);
      if (opts.max !== undefined && n > opts.max) return bad(`${article} ${type} of at most ${opts.max}`, raw);
      return { ok: true, value: n };
    });
  },
  boolean(opts: Options<boolean>): Field<boolean> {
    return field('boolean', opts, (raw) => {
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      if (raw === 'true' || raw === 'false') return { ok: true, value: raw === 'true' };
      return bad('true or false', raw);
    });
  },
  oneOf<const V extends string>(values: readonly V[], opts: Options<V>): Field<V> {
    return field(values.map(show).join(' | '), opts, (raw) =>
      values.includes(raw as V) ? { ok: true, value: raw as V } : bad(`one of ${values.map(show).join(', ')}`, raw),
    );
  },
  /**
   * A link, checked by safeHref when the props are read, so an editor sees `javascript:`, `//host` or a
   * control character as an inline error: relative or absolute http(s); with `sameOrigin`, this site's
   * own pages only. The value is kept as written: it resolves in the browser exactly as it was checked.
   * Its type is `string` unless the declared default is `undefined` (no link): `D` is the default's type,
   * and a field without a default is required, so components never need a second default.
   */
  url<D extends string | undefined = never>(opts: Options<D> & { sameOrigin?: boolean }): Field<string | D> {
    // opts carries sameOrigin, and nothing else safeHref reads (no base: props resolve against the page).
    return checked('URL', opts.sameOrigin ? 'a same-origin URL' : 'a relative or http(s) URL', opts, (raw) =>
      safeHref(raw, opts),
    );
  },
  /**
   * A path on this site, e.g. "/api/", so calls cannot be sent elsewhere: a "/" start that safeHref
   * accepts stays on the page's origin (it refuses "//host" and "/\host").
   */
  path(opts: Options<string> & { allowEmpty?: boolean }): Field<string> {
    // allowEmpty: "" means "none" (areaBasePath: inferred from the address), not a mistake to warn about.
    return checked(
      'path',
      'a path such as "/api/"',
      opts,
      (raw) => (opts.allowEmpty && raw === '') || (raw[0] === '/' && safeHref(raw)),
    );
  },
  /** A map of string keys to strings, e.g. translation overrides. */
  stringRecord(opts: Options<Record<string, string>>): Field<Record<string, string>> {
    return field('object of strings', opts, (raw) => {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('an object', raw);
      for (const [k, v] of Object.entries(raw)) if (typeof v !== 'string') return bad(`a string at "${k}"`, v);
      return { ok: true, value: raw as Record<string, string> };
    });
  },
};

/** Parses an object against a field map; collects every problem so an editor can fix them all at once. */
export function parseFields<M extends FieldMap>(
  fields: M,
  raw: unknown,
): { ok: true; value: Infer<M>; unknownKeys: string[] } | { ok: false; problems: string[] } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problems: [`expected a JSON object, got ${show(raw)}`] };
  }
  const input = raw as Record<string, unknown>;
  const value: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, fld] of Object.entries(fields)) {
    const r = fld.parse(input[key]);
    if (r.ok) value[key] = r.value;
    else problems.push(`${key}: ${r.problem}`);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: value as Infer<M>, unknownKeys: Object.keys(input).filter((k) => !(k in fields)) };
}
