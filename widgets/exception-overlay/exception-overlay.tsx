import { useEffect, useState } from 'react';
import { TIMING } from '../../shared/lib/timing';
import type { EventMap } from '../../shared/events/event-map';
import { on } from '../../shared/events/bus';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { loginHref } from '../../shared/ui/primitives/login-link';

type Exception = EventMap['exception'];

/**
 * SPEC section 8: the general exception event shows a notice with the status code for 3 s. A 403 says
 * the action is not allowed (issue #32): the user is logged in, so it never asks them to log in again.
 */
export function ExceptionOverlay() {
  const t = useT('exception-overlay');
  const [shown, setShown] = useState<Exception | null>(null);
  /** The session expired: lasting, not 3 s, since nothing the buyer does is saved until they log in. */
  const [expired, setExpired] = useState(false);

  // Replayed: this island loads once the page's first content is up (recommended `idle`), after failures of
  // the first reads may already have been announced.
  useEffect(() => on('exception', (detail) => setShown({ ...detail }), true), []);
  useEffect(() => on('sessionExpired', () => setExpired(true), true), []);
  useEffect(() => {
    if (!shown) return;
    const id = setTimeout(() => setShown(null), TIMING.exceptionNotice);
    return () => clearTimeout(id);
  }, [shown]);

  // The live region stays in the page so screen readers announce each new notice.
  return (
    <div className="wsh-exception-overlay" role="alert">
      {expired && <SessionExpiredNotice onClose={() => setExpired(false)} />}
      {shown && (
        <p className="wsh-exception-overlay__notice">
          {shown.status === 0
            ? t('offline')
            : shown.status === 403
              ? t('forbidden')
              : t('message', { status: shown.status })}
          <button
            type="button"
            className="wsh-exception-overlay__close"
            aria-label={t('close')}
            onClick={() => setShown(null)}
          >
            ×
          </button>
        </p>
      )}
    </div>
  );
}

function SessionExpiredNotice({ onClose }: { onClose(): void }) {
  const t = useT('exception-overlay');
  const login = loginHref($pageContext.get().loginUrl);
  return (
    <p className="wsh-exception-overlay__notice wsh-exception-overlay__notice--session">
      <span>
        {t('basketSave.sessionExpired')}{' '}
        {login && (
          <a className="wsh-exception-overlay__login" href={login}>
            {t('basketSave.logIn')}
          </a>
        )}
      </span>
      <button type="button" className="wsh-exception-overlay__close" aria-label={t('close')} onClick={onClose}>
        ×
      </button>
    </p>
  );
}
