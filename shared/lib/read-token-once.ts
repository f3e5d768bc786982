import { replaceHistory } from './history';

/**
 * `href` without the query parameter `name` (any case of the name), and that parameter's value (trimmed:
 * a link copied from a mail program may bring a space or a line break; '' when absent). The other
 * parameters keep their order and their spelling (the raw text, not re-encoded, so a ReturnUrl stays as
 * the server wrote it), and the fragment stays. `href` is null when the parameter was not there.
 */
export function takeParam(href: string, name: string): { value: string; href: string | null } {
  const url = new URL(href);
  let value: string | undefined;
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const [key = '', raw = ''] = pair.split(/=(.*)/s);
      if (decode(key).toLowerCase() !== name.toLowerCase()) return true;
      value ??= decode(raw).trim();
      return false;
    });
  if (value === undefined) return { value: '', href: null };
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return { value, href: url.href };
}

/** A query component as URLSearchParams reads it (`+` is a space); a malformed escape is kept as typed. */
function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Tokens taken from this page's address, by parameter name: a remounted island reads the same one. */
const taken = new Map<string, string>();

/**
 * Reads a secret of the address (an e-mailed link's reset or confirmation token) once and removes it from
 * the address at once (`replaceHistory`, keeping the entry's state, the other parameters and the
 * fragment): the token then never reaches the history, a bookmark, a shared or copied address, the
 * analytics that read `location`, nor the Referer of what the page loads later. The value is kept for the
 * page's lifetime, so an island that mounts again (a CMS move, React's strict double render) still has it.
 */
export function readTokenOnce(name: string): string {
  const known = taken.get(name);
  if (known !== undefined) return known;
  const { value, href } = takeParam(location.href, name);
  if (href !== null) {
    const url = new URL(href);
    replaceHistory(`${url.pathname}${url.search}${url.hash}`);
  }
  taken.set(name, value);
  return value;
}
