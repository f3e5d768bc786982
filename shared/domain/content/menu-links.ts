import { safeHref } from '../../lib/safe-href';

/** A menu entry as an editor declares it: a text, a link, and (first level only) entries under it. */
export interface MenuLink {
  text: string;
  url: string;
  items: MenuLink[];
}

/** Menus beyond this are a mistake in the props, not a menu a visitor could use. */
export const MAX_MENU_LINKS = 60;

type Read = { ok: true; value: MenuLink[] } | { ok: false; problem: string };

const show = (raw: unknown) =>
  typeof raw === 'string' ? `"${raw.slice(0, 60)}"` : (JSON.stringify(raw) ?? String(raw));

/**
 * Reads an editor's menu: a list of `{ text, url, items? }`, two levels deep at most. Every link is checked
 * as the `f.url` props are (safeHref: relative or http(s), no `javascript:` or `//host`). The first
 * problem is named with its place (`[2].items[0].url`), so the editor sees which entry to fix. `base`:
 * the page's address (default: the browser's).
 */
export const readMenuLinks = (raw: unknown, base?: string): Read => readLevel(raw, base, 0, '');

function readLevel(raw: unknown, base: string | undefined, depth: number, at: string): Read {
  if (!Array.isArray(raw))
    return { ok: false, problem: `${at || 'the menu'}: expected a list of links, got ${show(raw)}` };
  if (raw.length > MAX_MENU_LINKS)
    return { ok: false, problem: `${at || 'the menu'}: at most ${MAX_MENU_LINKS} links, got ${raw.length}` };
  const links: MenuLink[] = [];
  for (const [i, entry] of raw.entries()) {
    const here = `${at}[${i}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      return { ok: false, problem: `${here}: expected { "text", "url" }, got ${show(entry)}` };
    const { text, url, items } = entry as Record<string, unknown>;
    if (typeof text !== 'string' || text.trim() === '')
      return { ok: false, problem: `${here}.text: expected a text, got ${show(text)}` };
    if (typeof url !== 'string' || !safeHref(url, base === undefined ? {} : { base }))
      return { ok: false, problem: `${here}.url: expected a relative or http(s) URL, got ${show(url)}` };
    let children: MenuLink[] = [];
    if (items !== undefined) {
      if (depth > 0) return { ok: false, problem: `${here}.items: menus have two levels at most` };
      const read = readLevel(items, base, depth + 1, `${here}.items`);
      if (!read.ok) return read;
      children = read.value;
    }
    links.push({ text: text.trim(), url, items: children });
  }
  return { ok: true, value: links };
}

/** Whether a menu link is the page shown now (`aria-current="page"`): same path and query, any fragment. */
export function isCurrentPage(url: string, pageUrl: string): boolean {
  try {
    const link = new URL(url, pageUrl);
    const page = new URL(pageUrl);
    return link.origin === page.origin && link.pathname === page.pathname && link.search === page.search;
  } catch {
    return false;
  }
}
