/** The suggestion the arrow keys move to; -1 = none (focus stays on the typed term). Wraps around. */
export function nextActiveOption(current: number, count: number, direction: 'down' | 'up'): number {
  if (count === 0) return -1;
  if (direction === 'down') return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/** The text split around case-insensitive matches of the term, for highlighting what was typed. */
export function splitOnMatches(text: string, term: string): { text: string; match: boolean }[] {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLocaleLowerCase();
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  // Lower-casing keeps the length for the letters a food catalogue uses (Danish included).
  for (
    let at = haystack.indexOf(needle);
    at !== -1 && haystack.length === text.length;
    at = haystack.indexOf(needle, from)
  ) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
