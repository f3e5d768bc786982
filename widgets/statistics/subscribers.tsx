import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/use-translation';
import { FormStatus } from '../../shared/ui/forms/form';
import { ConfirmDialog } from '../../shared/ui/primitives/confirm-dialog';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { AddSubscribersForm } from './add-subscribers-form';
import { NS } from './texts';
import type { Subscribers as SubscribersState } from './use-subscribers';

interface Removal {
  /** The address asked about; kept while the dialog plays its exit. */
  email: string;
  open: boolean;
  busy: boolean;
  error: string;
}

/**
 * SPEC 2 Statistics, the subscribers: the list (loading keeps its height, an error has a retry, none is
 * said), a remove button per address asking first (ConfirmDialog), and the add form. After a removal the
 * button and its row are gone, so focus goes to the next address's button, else the one before, else the
 * add field; what changed is said in a polite status line.
 */
export function Subscribers({ subscribers }: { subscribers: SubscribersState }) {
  const t = useT(NS);
  const headingId = useId();
  const { status, list, retry, remove } = subscribers;
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [said, setSaid] = useState('');
  const partRef = useRef<HTMLElement>(null);
  const addFieldRef = useRef<HTMLInputElement>(null);
  // Which remove button gets the focus after a removal (its index), applied after the dialog's own return.
  const [focusAfter, setFocusAfter] = useState<{ index: number } | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    const buttons = partRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove]') ?? [];
    (buttons[Math.min(focusAfter.index, buttons.length - 1)] ?? addFieldRef.current)?.focus();
  }, [focusAfter]);

  const confirmRemove = async () => {
    if (!removal || removal.busy) return;
    const { email } = removal;
    const index = list?.findIndex((s) => s.EmailAddress === email) ?? 0;
    setRemoval({ ...removal, busy: true, error: '' });
    try {
      await remove(email);
      setRemoval({ email, open: false, busy: false, error: '' });
      setSaid(t('removed', { address: email }));
      setFocusAfter({ index: Math.max(index, 0) });
    } catch {
      setRemoval({ email, open: true, busy: false, error: t('removeFailed') });
    }
  };

  return (
    <section ref={partRef} className="wsh-statistics__part" aria-labelledby={headingId}>
      <h3 id={headingId} className="wsh-statistics__subheading">
        {t('subscribersHeading')}
      </h3>
      <p className="wsh-statistics__intro">{t('subscribersIntro')}</p>
      {list === undefined ? (
        <div className={`wsh-statistics__state wsh-statistics__state--${status}`}>
          <LoadStatus status={status} className="wsh-statistics__status" t={t} onRetry={retry} />
        </div>
      ) : list.length === 0 ? (
        <p className="wsh-statistics__empty">{t('empty')}</p>
      ) : (
        <ul className="wsh-statistics__subscribers" aria-label={t('listLabel')}>
          {list.map((s) => (
            <li key={s.EmailAddress} className="wsh-statistics__subscriber">
              <span className="wsh-statistics__address">{s.EmailAddress}</span>
              <button
                type="button"
                data-remove=""
                className="wsh-button wsh-button--secondary wsh-statistics__remove"
                onClick={() => {
                  setSaid('');
                  setRemoval({ email: s.EmailAddress, open: true, busy: false, error: '' });
                }}
              >
                {t('remove')}
                <span className="wsh-visually-hidden"> {s.EmailAddress}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormStatus message={said} className="wsh-statistics__said" />
      {list !== undefined && (
        <AddSubscribersForm subscribers={subscribers} list={list} fieldRef={addFieldRef} onAdded={setSaid} />
      )}
      <ConfirmDialog
        open={!!removal?.open}
        title={t('removeTitle')}
        message={removal ? t('removeMessage', { address: removal.email }) : ''}
        confirmLabel={t('removeConfirm')}
        danger
        busy={!!removal?.busy}
        error={removal?.error ?? ''}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoval((r) => r && { ...r, open: false, error: '' })}
      />
    </section>
  );
}
