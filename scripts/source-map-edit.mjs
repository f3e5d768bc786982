// Edits of a built chunk that keep its source map true (scripts/build/). esbuild and terser write the
// maps; a step of ours that changes a chunk's text afterwards must move the map's entries with it, or a
// stack trace from a customer's browser points at the wrong code (issue #33: 120 of 226 chunks had entries
// past the end of their line after side-effect imports were cut out).
import { decode, encode } from '@jridgewell/sourcemap-codec';

/**
 * Removes every occurrence of `text` (one line's worth, no newline) from `code`, and from `map` (a parsed
 * source map of `code`, or null) the entries inside each removed range; entries after it on its line move
 * left by its length. Returns the new code and map.
 */
export function removeText(code, map, text) {
  if (text.includes('\n')) throw new Error('removeText removes text within a line');
  const lines = code.split('\n');
  const mappings = map ? decode(map.mappings) : null;
  for (let i = 0; i < lines.length; i++) {
    for (let at = lines[i].indexOf(text); at !== -1; at = lines[i].indexOf(text, at)) {
      lines[i] = lines[i].slice(0, at) + lines[i].slice(at + text.length);
      const end = at + text.length;
      if (mappings?.[i])
        mappings[i] = mappings[i]
          .filter((segment) => segment[0] < at || segment[0] >= end)
          .map((segment) => (segment[0] >= end ? [segment[0] - text.length, ...segment.slice(1)] : segment));
    }
  }
  return { code: lines.join('\n'), map: map && { ...map, mappings: encode(mappings) } };
}

/** The entries of `map` whose generated position is not in `code`: `line:column` of each (0-based). */
export function entriesPastLineEnd(code, map) {
  const lines = code.split('\n');
  const past = [];
  decode(map.mappings).forEach((segments, i) => {
    for (const [column] of segments) if (i >= lines.length || column > lines[i].length) past.push(`${i}:${column}`);
  });
  return past;
}

/**
 * Where `generated` (line, column; 0-based) of `code` comes from by `map`: the source and 0-based line of
 * the nearest entry at or before it on its line, as a debugger resolves a position; null without one.
 */
export function originalLineOf(map, line, column) {
  const segments = decode(map.mappings)[line] ?? [];
  let found = null;
  for (const segment of segments) if (segment[0] <= column && segment.length >= 4) found = segment;
  return found && { source: map.sources[found[1]], line: found[2] };
}
