import { safeHref } from './safe-href';
import { checked, f as pageFields, type Field, type Options } from './fields';

export type { Field, Infer } from './fields';

/**
 * The field kit with the kinds only widget props use. Kept out of fields.ts, whose `f` is in the core
 * chunk every page loads (the page context is parsed with it): a widget whose props need one of these
 * imports `f` from here, and the code travels with those widgets only.
 */
export const f = {
  ...pageFields,
  /**
   * A page address with `{id}` standing for an id, e.g. "/product/{id}"; checked like `url` with a
   * letter for the id, so "{id}:alert(1)" fails here (links built from it go through safeHref again).
   */
  urlPattern(opts: Options<string>): Field<string> {
    return checked(
      'URL with {id}',
      'a URL with {id}',
      opts,
      (raw) => raw.includes('{id}') && safeHref(raw.split('{id}').join('a')),
    );
  },
};
