/**
 * Shape guards at the API boundary (issue #10). The server's Model is typed but not trusted: every API
 * function passes it through a reader built on readAs (the `read` option of the client), so no caller
 * ever sees a list where an object is expected, or the reverse. One rule for every call:
 *
 * - `null` (or an absent field) where the answer may be empty becomes empty: `[]` for a list (logos,
 *   snapshots, suggestions, a page of results), `null` for an optional object (a banner, the samples
 *   campaign, key figures), an empty object's defaults for its parts.
 * - `null` where one thing is required (a basket, a product, an order, a campaign's page, the user's
 *   settings, the customer), and a value of the wrong kind anywhere (a list for an object, an object for
 *   a list, a string for either), throws a TypeError. The client turns it into a MissingModelError naming
 *   the path, so the island shows its error with a retry, as for any failed call (and, as for an answer
 *   without Model, no exception notice: the call itself succeeded).
 * - Entries of a list that are not objects (or, where a reader checks them, lack their id or have a part
 *   of the wrong shape) are dropped: the rest of the list still shows.
 *
 * Pure and tiny: this module is in the core chunk (the basket and the delivery dates read through it),
 * whole, so it holds only what those need; the readers the other areas share are in readers.ts.
 */
import * as v from 'valibot';

export type Json = Record<string, unknown>;

/**
 * An answer read by its entity's schema (shared/domain/models.ts and the areas' models.ts): the schema's
 * output, or a TypeError "wrong shape: <what> <path>: <issue>" that the client turns into a
 * MissingModelError naming the call.
 */
export function readAs<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  // valibot's object accepts a list (it is an object too); the shape rule refuses one where an entity is expected.
  if (schema.expects === 'Object' && Array.isArray(value)) throw wrong(what, 'an object');
  const read = v.safeParse(schema, value);
  if (read.success) return read.output;
  const issue = read.issues[0];
  throw new TypeError(`wrong shape: ${what} ${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const wrong = (what: string, expected: string) => new TypeError(`wrong shape: ${what} is not ${expected}`);
