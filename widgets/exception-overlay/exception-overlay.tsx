import { useEffect, useState } from 'react';
import { TIMING } from '../../shared/domain/timing';
import type { EventMap } from '../../shared/events/event-map';
import { on } from '../../shared/events/bus';
import { useT } from '../../shared/i18n/use-translation';

type Exception = EventMap['exception'];

/** SPEC section 8: the general exception event shows a notice with the status code for 3 s. */
export function ExceptionOverlay() {
  const t = useT('exception-overlay');
  const [shown, setShown] = useState<Exception | null>(null);

  useEffect(() => on('exception', (detail) => setShown({ ...detail })), []);
  useEffect(() => {
    if (!shown) return;
    const id = setTimeout(() => setShown(null), TIMING.exceptionNotice);
    return () => clearTimeout(id);
  }, [shown]);

  // The live region stays in the page so screen readers announce each new notice.
  return (
    <div className="wsh-exception-overlay" role="alert">
      {shown && (
        <p className="wsh-exception-overlay__notice">
          {shown.status === 0 ? t('offline') : t('message', { status: shown.status })}
          <button type="button" className="wsh-exception-overlay__close" aria-label={t('close')} onClick={() => setShown(null)}>
            ×
          </button>
        </p>
      )}
    </div>
  );
}
