import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiHttpError } from '../../shared/api/http/errors';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { FormStatus } from '../../shared/ui/forms/form';
import { ConfirmDialog } from '../../shared/ui/primitives/confirm-dialog';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { AddAddressesForm } from './add-addresses-form';
import { AddressRow, type ResendState } from './address-row';
import { NS } from './texts';
import { useRecallAddresses } from './use-recall-addresses';

interface Deletion {
  /** The address asked about; kept while the dialog plays its exit. */
  email: string;
  open: boolean;
  busy: boolean;
  error: string;
}

/** SPEC 2 and 7: the product-recall e-mail addresses of the current customer, for a logged-in user. */
export function RecallAddresses() {
  const t = useT(NS);
  const { isAuthenticated } = useStore($pageContext);
  if (!isAuthenticated) return <p className="wsh-recall-addresses wsh-recall-addresses__anonymous">{t('anonymous')}</p>;
  return <AddressesPart />;
}

/**
 * The list (loading keeps its height, an error has a retry, none is said), resend and delete per address
 * (delete asks first, ConfirmDialog), and the add form. After a deletion focus goes to the next address's
 * delete button, else the one before, else the add field; what changed is said in a polite status line.
 */
function AddressesPart() {
  const t = useT(NS);
  const headingId = useId();
  const addresses = useRecallAddresses();
  const { status, list, retry, remove, resend } = addresses;
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const [resends, setResends] = useState<Record<string, ResendState>>({});
  const [said, setSaid] = useState('');
  const partRef = useRef<HTMLElement>(null);
  const addFieldRef = useRef<HTMLTextAreaElement>(null);
  // Which delete button gets the focus after a deletion (its index), applied after the dialog's own return.
  const [focusAfter, setFocusAfter] = useState<{ index: number } | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    const buttons = partRef.current?.querySelectorAll<HTMLButtonElement>('[data-delete]') ?? [];
    (buttons[Math.min(focusAfter.index, buttons.length - 1)] ?? addFieldRef.current)?.focus();
  }, [focusAfter]);

  const sendAgain = async (email: string) => {
    setResends((r) => ({ ...r, [email]: 'sending' }));
    const outcome: ResendState = await resend(email).then(
      () => 'sent',
      () => 'failed',
    );
    setResends((r) => ({ ...r, [email]: outcome }));
  };

  const confirmDelete = async () => {
    if (!deletion || deletion.busy) return;
    const { email } = deletion;
    const deletable = (list ?? []).filter((a) => !a.IsPermanent);
    const index = deletable.findIndex((a) => a.EmailAddress === email);
    setDeletion({ ...deletion, busy: true, error: '' });
    try {
      await remove(email);
      setDeletion({ email, open: false, busy: false, error: '' });
      setSaid(t('deleted', { address: email }));
      setFocusAfter({ index: Math.max(index, 0) });
    } catch (error) {
      const refused = isApiHttpError(error) && error.status === 400 ? error.serverMessage : '';
      setDeletion({ email, open: true, busy: false, error: refused || t('deleteFailed') });
    }
  };

  return (
    <section ref={partRef} className="wsh-recall-addresses" aria-labelledby={headingId}>
      <h2 id={headingId} className="wsh-recall-addresses__heading">
        {t('heading')}
      </h2>
      <p className="wsh-recall-addresses__intro">{t('intro')}</p>
      {list === undefined ? (
        <div className={`wsh-recall-addresses__load wsh-recall-addresses__load--${status}`}>
          <LoadStatus status={status} className="wsh-recall-addresses__status" t={t} onRetry={retry} />
        </div>
      ) : list.length === 0 ? (
        <p className="wsh-recall-addresses__empty">{t('empty')}</p>
      ) : (
        <ul className="wsh-recall-addresses__list" aria-label={t('listLabel')}>
          {list.map((a) => (
            <AddressRow
              key={a.EmailAddress}
              address={a}
              resend={resends[a.EmailAddress]}
              onResend={() => void sendAgain(a.EmailAddress)}
              onDelete={() => {
                setSaid('');
                setDeletion({ email: a.EmailAddress, open: true, busy: false, error: '' });
              }}
            />
          ))}
        </ul>
      )}
      <FormStatus message={said} className="wsh-recall-addresses__said" />
      {list !== undefined && (
        <AddAddressesForm addresses={addresses} list={list} fieldRef={addFieldRef} onAdded={setSaid} />
      )}
      <ConfirmDialog
        open={!!deletion?.open}
        title={t('deleteTitle')}
        message={deletion ? t('deleteMessage', { address: deletion.email }) : ''}
        confirmLabel={t('deleteConfirm')}
        danger
        busy={!!deletion?.busy}
        error={deletion?.error ?? ''}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeletion((d) => d && { ...d, open: false, error: '' })}
      />
    </section>
  );
}
