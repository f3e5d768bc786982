/**
 * A campaign's Url as a safe link: relative or same-origin, or absolute http(s); never `javascript:` or
 * another scheme (editors and suppliers write these). Target is `_blank` or `_self` only. Null when unsafe.
 */
export function campaignLink(url: { Link?: string; Target?: string } | undefined, base: string): { href: string; target: '_blank' | '_self' } | null {
  const link = url?.Link?.trim();
  if (!link) return null;
  let parsed: URL;
  try {
    parsed = new URL(link, base);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return { href: link, target: url?.Target === '_blank' ? '_blank' : '_self' };
}
