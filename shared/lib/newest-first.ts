import { parseIsoDate } from './iso-date';

/**
 * A copy of `items`, newest first by the ISO date `dateOf` gives. Items whose date cannot be read go last,
 * and items of the same moment keep the order they came in (the server's), so a list never reshuffles.
 */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  const time = (item: T) => {
    const t = parseIsoDate(dateOf(item)).getTime();
    return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
  };
  return items
    .map((item, index) => ({ item, index, at: time(item) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : b.at > a.at ? 1 : -1))
    .map(({ item }) => item);
}
