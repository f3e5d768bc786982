import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { recallApi } from '../../shared/api/recall-api';
import { dismissalLeftMs, noticeShows } from '../../shared/domain/recall/dismissal';
import { useT } from '../../shared/i18n/use-translation';
import { createFetcher } from '../../shared/lib/fetcher';
import { $pageContext } from '../../shared/context/page-context';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { readDismissal, storeDismissal } from './dismissal-cookie';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/**
 * The notice of the customer the page acts for (the key: another customer asks again). A notice shown
 * stays while it is asked again and when that fails: a failure is not the reminder's to show.
 */
const notices = createFetcher({ fetch: (_customer: string, signal) => recallApi.notice(signal), keep: () => true });

/**
 * SPEC 2 and 4: the product-recall notice, on every page, so it stays small: one GET .../notification for a
 * logged-in user (none for a visitor), nothing shown until it answers or when it fails (a reminder is not
 * worth an error on every page; the address page shows its own). Shown while NeedsConfirmation; "Hide for
 * a day" only if IsDismissable (SPEC 6), for 1 day (SPEC 9), then it comes back, on this page too.
 */
export function RecallNotice({ addressesUrl }: Props) {
  const t = useT(NS);
  const { isAuthenticated, currentCustomerId } = useStore($pageContext);
  const notice = useFetcher(notices, isAuthenticated ? currentCustomerId : undefined, (customer) => customer).data;
  const [hiddenForMs, setHiddenForMs] = useState(() => dismissalLeftMs(readDismissal(), currentCustomerId, Date.now()));
  const [justDismissed, setJustDismissed] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);

  // The dismissal runs out while the page is open: the notice comes back then.
  useEffect(() => {
    if (hiddenForMs === 0) return;
    const timer = setTimeout(() => setHiddenForMs(0), hiddenForMs);
    return () => clearTimeout(timer);
  }, [hiddenForMs]);

  useEffect(() => {
    if (justDismissed) said.current?.focus();
  }, [justDismissed]);

  const dismiss = () => {
    const now = Date.now();
    storeDismissal(currentCustomerId, now);
    setHiddenForMs(dismissalLeftMs(readDismissal(), currentCustomerId, now) || 1);
    setJustDismissed(true);
  };

  const shows = isAuthenticated && notice !== undefined && noticeShows(notice.NeedsConfirmation, hiddenForMs);
  if (!shows) {
    // Focus stays where the notice was, and the dismissal is said.
    return justDismissed && hiddenForMs > 0 ? (
      <p ref={said} tabIndex={-1} role="status" className="wsh-recall-notice__said wsh-visually-hidden">
        {t('dismissed')}
      </p>
    ) : null;
  }
  return (
    <section className="wsh-recall-notice" aria-label={t('label')}>
      <p className="wsh-recall-notice__text">
        {t('text')}{' '}
        <a className="wsh-link" href={addressesUrl}>
          {t('link')}
        </a>
      </p>
      {notice.IsDismissable && (
        <button type="button" className="wsh-button wsh-button--secondary" onClick={dismiss}>
          {t('dismiss')}
        </button>
      )}
    </section>
  );
}
