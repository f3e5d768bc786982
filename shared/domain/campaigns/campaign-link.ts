import { safeHref } from '../../lib/safe-href';

/**
 * A campaign's Url as a safe link (editors and suppliers write these): the address checked by
 * safeHref (relative or absolute http(s), another site allowed) and rendered from the parsed URL;
 * target `_blank` or `_self` only. Null when missing or unsafe.
 */
export function campaignLink(
  url: { Link?: string; Target?: string } | undefined,
  base: string,
): { href: string; target: '_blank' | '_self' } | null {
  const href = safeHref(url?.Link, { base });
  return href ? { href, target: url?.Target === '_blank' ? '_blank' : '_self' } : null;
}
