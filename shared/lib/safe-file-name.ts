/**
 * The longest file name a download gets, in characters. File systems allow 255 bytes (a Danish or Arabic
 * character may take 2 or 3 of them in UTF-8), and a name past a line of a save dialog is unread anyway.
 */
export const MAX_FILE_NAME = 120;

/** An extension kept when a long name is cut: a dot and up to 10 letters or digits (`.pdf`, `.xlsx`). */
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

/**
 * A name a server sent (Content-Disposition) as a name the browser may save under: only its last path
 * part; without control characters (C0, DEL, C1) and the bidirectional controls (U+061C, U+200E/F,
 * U+202A-202E, U+2066-2069), which could make `invoice<U+202E>fdp.exe` read as `invoiceexe.pdf` in a download bar;
 * the characters Windows refuses (`<>:"|?*`) as `_`; no leading or trailing dots and spaces (a hidden
 * file, a name Windows cuts); at most `max` characters, keeping the extension. '' when nothing is left.
 */
export function safeFileName(name: string, max = MAX_FILE_NAME): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    // oxlint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const chars = Array.from(clean); // by code point: a cut never splits a surrogate pair
  if (chars.length <= max) return clean;
  const extension = EXTENSION.exec(clean)?.[0] ?? '';
  return `${chars
    .slice(0, max - extension.length)
    .join('')
    .trimEnd()}${extension}`;
}
