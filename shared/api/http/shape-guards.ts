/**
 * The guards of shape.ts's rule that the core chunk does not need: a module of their own, so that only
 * the islands whose answers use them load them (a module the core uses goes into it whole).
 */
import { isRecord, wrong, type Json } from './shape';

/** Text, or `fallback` for anything else. */
export const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
/** A finite number, or `fallback` for anything else. */
export const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
/** A list of texts (product ids ...), or `[]` for null or absent; entries that are not text are dropped. */
export function asTexts(value: unknown, what: string): string[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw wrong(what, 'a list');
  return value.filter((v): v is string => typeof v === 'string');
}

/** An object, or null for null or absent. A list or a scalar throws. */
export function asObject(value: unknown, what: string): Json | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) throw wrong(what, 'an object');
  return value;
}

/** An object that must be there: null, absent, a list or a scalar throws. */
export function requireObject(value: unknown, what: string): Json {
  if (!isRecord(value)) throw wrong(what, 'an object');
  return value;
}
