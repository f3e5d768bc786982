/**
 * The user's entities as the islands read them (SPEC 3 User settings, SPEC 7 GET user), each declared once
 * as a schema: its type is inferred from it and shared/api/user-api.ts reads answers with it (issue #33).
 */
import * as v from 'valibot';
import { code, list, opt, part, text } from '../../lib/schema';

/** SPEC section 3 User settings. `DefaultSort` is the search sort saved as the user's default (SPEC 7). */
export const Settings = v.object({
  /** "Category" groups basket lines by category; "List" does not. */
  BasketItemsDisplayMode: text,
  /** Name of one of PriceDisplayModeFormatters, e.g. "SalesUnit". */
  PriceDisplayMode: text,
  DefaultSort: opt(v.pipe(v.string(), v.nonEmpty())),
});
export type Settings = v.InferOutput<typeof Settings>;

/**
 * An answer is required, but its parts may be absent or null: empty texts (the islands' defaults apply),
 * no formatters; formatters without a Name or a Text are dropped.
 */
export const UserSettings = v.object({
  Settings: part(Settings.entries),
  PriceDisplayModeFormatters: list(v.object({ Name: v.string(), Text: v.string() })),
});
export type UserSettings = v.InferOutput<typeof UserSettings>;

/** The current user (GET user): one is required; only the fields the islands read. */
export const User = v.object({
  Id: code,
  /** '' when absent. */
  EmailAddress: text,
});
export type User = v.InferOutput<typeof User>;

/** The change-language answer: where the server wants the page to go ('' when it names nothing). */
export const LanguageAnswer = v.object({ RedirectUrl: text });
export type LanguageAnswer = v.InferOutput<typeof LanguageAnswer>;
