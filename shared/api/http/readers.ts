import * as v from 'valibot';
import { list } from '../../lib/schema';
import { readAs } from './shape';

/**
 * Readers the endpoint modules share beside readAs (shape.ts), for the two answers the shape rule makes
 * empty: a list (null or absent is none; entries that do not read are dropped) and an answer that may
 * be none (null or absent is null). Outside shape.ts, which the core chunk carries whole.
 */
export function readList<S extends v.GenericSchema>(item: S, what: string) {
  const schema = list(item);
  return (model: unknown): v.InferOutput<S>[] => readAs(schema, model, what);
}

/** null (or absent) is null; anything else is read by `schema` (and throws as readAs does). */
export const readOptional =
  <S extends v.GenericSchema>(schema: S, what: string) =>
  (model: unknown): v.InferOutput<S> | null =>
    model === null || model === undefined ? null : readAs(schema, model, what);
