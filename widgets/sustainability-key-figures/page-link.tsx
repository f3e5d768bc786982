import type { SustainabilityLink } from '../../shared/domain/sustainability/models';
import { linkTarget } from '../../shared/domain/sustainability/key-figures';

/**
 * A link from the server, styled as a button, opened in its target (default the same window,
 * SPEC 2). `href` is the link's checked address (reportHref): callers show no link without one. A new
 * window gets no access back to this page.
 */
export function PageLink({
  link,
  href,
  fallbackText,
}: {
  link: SustainabilityLink;
  href: string;
  fallbackText: string;
}) {
  const target = linkTarget(link);
  return (
    <a
      className="wsh-button wsh-sustainability-key-figures__link"
      href={href}
      target={target}
      rel={target === '_self' ? undefined : 'noopener'}
    >
      {link.Text?.trim() || fallbackText}
    </a>
  );
}
