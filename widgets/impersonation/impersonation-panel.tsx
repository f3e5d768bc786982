import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/use-translation';
import { TIMING } from '../../shared/lib/timing';
import { SearchForm } from './search-form';
import { NS } from './texts';

type Phase = 'closed' | 'open' | 'closing';

/**
 * SPEC 2 and 4 Impersonation: a toggle opens the form (focus into the search field) and closes it;
 * Escape closes it too, and focus goes back to the toggle. Closing plays for 300 ms
 * (TIMING.impersonationFormClose: faded, inert) before the form goes; opening again meanwhile keeps it.
 */
export function ImpersonationPanel() {
  const t = useT(NS);
  const [phase, setPhase] = useState<Phase>('closed');
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const panelId = useId();
  const headingId = useId();
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    // `inert` is not a React 18 prop: set on the element, so nothing inside is reachable while it closes.
    if (panel.current) panel.current.inert = phase === 'closing';
    // Opening (again, even while it closes) puts the focus into the search field.
    if (phase === 'open') panel.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [phase]);

  function open() {
    clearTimeout(closeTimer.current);
    setPhase('open');
  }
  function close() {
    setPhase('closing');
    toggle.current?.focus();
    closeTimer.current = setTimeout(() => setPhase('closed'), TIMING.impersonationFormClose);
  }

  return (
    <div className="wsh-impersonation">
      <button
        ref={toggle}
        type="button"
        className="wsh-button wsh-impersonation__toggle"
        aria-expanded={phase === 'open'}
        aria-controls={phase === 'closed' ? undefined : panelId}
        onClick={() => (phase === 'open' ? close() : open())}
      >
        {t('toggle')}
      </button>
      {phase !== 'closed' && (
        <section
          ref={panel}
          id={panelId}
          aria-labelledby={headingId}
          className={`wsh-impersonation__panel${phase === 'closing' ? ' wsh-impersonation__panel--closing' : ''}`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || phase !== 'open') return;
            event.preventDefault();
            close();
          }}
        >
          <h2 id={headingId} className="wsh-impersonation__heading">
            {t('heading')}
          </h2>
          <SearchForm />
        </section>
      )}
    </div>
  );
}
