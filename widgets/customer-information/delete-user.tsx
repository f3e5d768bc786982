import { useRef, useState } from 'react';
import { accountApi } from '../../shared/api/account-api';
import { addressAfterDelete } from '../../shared/domain/account/after-delete';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { navigateTo } from '../../shared/lib/navigation';
import { changeIdentity } from '../../shared/stores/identity-change';
import { submitFailure } from '../../shared/ui/forms/submit-failure';
import { useFormsT } from '../../shared/ui/forms/use-forms-t';
import { ConfirmDialog } from '../../shared/ui/primitives/confirm-dialog';
import type { NS } from './texts';

type T = WidgetT<typeof NS>;

/**
 * SPEC 2 "delete own user" (PUT user/delete) behind a confirmation that says what happens. On success the
 * user is gone and so logged out: what the bundle keeps for the user is forgotten as at logout
 * (shared/stores/identity-change.ts), and the page goes to the answer's RedirectUrl when it is on this site, else to "/".
 * A refusal (400, e.g. the last user of a customer) is the server's Message in the dialog, which stays open.
 * Waiting basket changes are saved first, as at logout (the basket is the customer's and outlives the
 * user): when they cannot be, the dialog says so and the next press deletes anyway, so none is lost unseen.
 */
export function DeleteUser({ email, t }: { email: string; t: T }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const leaving = useRef(false);
  const unsavedSeen = useRef(false);
  const formsT = useFormsT();

  const confirm = async () => {
    if (busy || leaving.current) return;
    setBusy(true);
    setError('');
    try {
      const change = await changeIdentity(accountApi.deleteUser, {
        ask: true,
        anyway: unsavedSeen.current,
        endsSession: true,
      });
      if (!change.done) {
        unsavedSeen.current = true;
        setError(t('deleteUnsaved'));
        setBusy(false);
        return;
      }
      leaving.current = true;
      navigateTo(addressAfterDelete(change.value.RedirectUrl, location.href));
      // The dialog stays busy until the page is gone: no second delete.
    } catch (caught) {
      const failure = submitFailure(caught);
      // The server's Message (a 400), an expired session or a 403 said as the form kit says them, else try again.
      setError(
        failure && 'message' in failure
          ? failure.message
          : failure && failure.key !== 'saveFailed'
            ? formsT(failure.key)
            : t('deleteFailed'),
      );
      setBusy(false);
    }
  };

  return (
    <div className="wsh-customer-information__delete">
      <button
        type="button"
        className="wsh-button wsh-button--danger"
        onClick={() => {
          setError('');
          unsavedSeen.current = false;
          setOpen(true);
        }}
      >
        {t('deleteUser')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('deleteTitle')}
        message={t('deleteMessage', { email })}
        confirmLabel={t('deleteConfirm')}
        danger
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
