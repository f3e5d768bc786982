import type { SustainabilityLink } from '../../shared/api/sustainability-api';
import { linkTarget } from '../../shared/domain/key-figures';

/**
 * A link from the server, styled as a button, opened in its target (default the same window,
 * SPEC 2). Callers check it with isSafeLink first. A new window gets no access back to this page.
 */
export function PageLink({ link, fallbackText }: { link: SustainabilityLink; fallbackText: string }) {
  const target = linkTarget(link);
  return (
    <a className="wsh-button wsh-sustainability-key-figures__link" href={link.Url} target={target} rel={target === '_self' ? undefined : 'noopener'}>
      {link.Text?.trim() || fallbackText}
    </a>
  );
}
