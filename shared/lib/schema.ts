/**
 * The lenient building blocks of the entity schemas (issue #33): valibot schemas that read an API answer
 * by the shape rule of shared/api/http/shape.ts. A field the server may leave out (or send as null, or of
 * another kind) reads as its empty value; a list may be null or absent (empty) but never an object or a
 * scalar (that throws); entries of a list that do not match their schema are dropped, the rest still show.
 * valibot marks its functions free of side effects, so unused ones are dropped; but it is one module, and
 * esbuild splits chunks by module, so the core chunk (which reads the basket) carries every valibot
 * function any schema calls. Build on these blocks and the functions they use
 * (tests/architecture/valibot-functions.test.ts lists them).
 */
import * as v from 'valibot';

/** Text; anything else (absent, null, a number ...) reads as ''. */
export const text = v.fallback(v.string(), '');
/** A finite number; anything else reads as 0. */
export const figure = v.fallback(v.pipe(v.number(), v.finite()), 0);
/** true only when the server says true. */
export const flag = v.fallback(v.boolean(), false);
/** Text or null; anything else reads as null. */
export const textOrNull = v.fallback(v.nullable(v.string()), null);
const textOrNumber = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);
/** An id the server may send as a number: text, never empty (else the check fails). */
export const id = v.pipe(textOrNumber, v.nonEmpty());
/** Text without the spaces around it (an e-mail address, an id typed by someone). */
export const trimmed = v.pipe(
  v.string(),
  v.transform((s) => s.trim()),
);
/** An id or code the server may send as a number, or leave out: text; anything else reads as ''. */
export const code = v.fallback(textOrNumber, '');

/** An optional field: absent when absent, null or of another kind (the key stays optional in the type). */
export const opt = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** A part the islands always read: its fields' empty values when absent, null or of another kind. */
export const part = <E extends v.ObjectEntries>(entries: E) => {
  const schema = v.object(entries);
  return v.fallback(schema, () => v.parse(schema, {}));
};

/**
 * A list: null or absent is empty, anything but a list throws; entries that do not match `item` are
 * dropped. (valibot's array would refuse the whole list for one wrong entry.)
 */
export const list = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    v.nullish(v.array(v.unknown()), () => []),
    v.transform((entries): v.InferOutput<S>[] =>
      entries.flatMap((entry) => {
        const read = v.safeParse(item, entry);
        return read.success ? [read.output] : [];
      }),
    ),
  );
