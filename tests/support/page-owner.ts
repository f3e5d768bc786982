import { identityKey } from '../../shared/domain/auth/identity';
import { $pageContext } from '../../shared/context/page-context';

/** The identity key of the page context now: whose the page's basket changes are (issue #32). */
export function pageOwner(): string {
  const key = identityKey($pageContext.get());
  if (!key) throw new Error('pageOwner: the page context is anonymous');
  return key;
}
