import type { ReactNode } from 'react';
import { addWidgetResources } from '../../i18n/i18n';
import { useT } from '../../i18n/use-translation';
import { Dialog } from './dialog';
import { DIALOG_NS, texts } from './dialog-texts';

export interface ConfirmDialogProps {
  /** Shown while true; false plays the dialog's exit animation (SPEC 4 Overlays). */
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** The confirm button in the danger colour (delete, remove). */
  danger?: boolean;
  /** The confirmed action is in flight: the confirm button is busy and a second confirm does nothing. */
  busy?: boolean;
  /** Why the confirmed action failed, shown in the dialog (role="alert"); the dialog stays open. */
  error?: string;
  onConfirm(): void;
  /** Cancel and Escape; not while busy, so the answer of a request in flight is not lost. */
  onCancel(): void;
}

/**
 * "Delete this list?": a question that needs an answer (alertdialog). Cancel comes first and has focus,
 * so Enter on a dialog opened by mistake does not delete.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  error = '',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  addWidgetResources(DIALOG_NS, texts); // idempotent: adds the namespace once
  const t = useT(DIALOG_NS);
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog open={open} title={title} role="alertdialog" onClose={cancel} className="wsh-dialog--confirm">
      <div className="wsh-dialog__message">{message}</div>
      <div role="alert" className="wsh-dialog__error">
        {error}
      </div>
      <div className="wsh-dialog__actions">
        <button
          type="button"
          className="wsh-button wsh-button--secondary"
          aria-disabled={busy || undefined}
          onClick={cancel}
        >
          {cancelLabel ?? t('cancel')}
        </button>
        <button
          type="button"
          className={`wsh-button${danger ? ' wsh-button--danger' : ''}`}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
      <span role="status" className="wsh-visually-hidden">
        {busy ? t('working') : ''}
      </span>
    </Dialog>
  );
}
