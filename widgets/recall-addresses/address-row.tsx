import type { RecallAddress } from '../../shared/domain/recall/models';
import { useT } from '../../shared/i18n/use-translation';
import { NS } from './texts';

/** The resend of one address: in flight, sent (said in the row), or failed (said in the row, try again). */
export type ResendState = 'sending' | 'sent' | 'failed';

interface Props {
  address: RecallAddress;
  resend: ResendState | undefined;
  onResend(): void;
  onDelete(): void;
}

/**
 * One address and its state: confirmed; waiting for confirmation, with the confirmation e-mail sent again on
 * request; permanent (SPEC 6: cannot be deleted), with no delete button and the reason instead (the server's
 * Message when it gave one).
 */
export function AddressRow({ address, resend, onResend, onDelete }: Props) {
  const t = useT(NS);
  const email = address.EmailAddress;
  return (
    <li className="wsh-recall-addresses__row">
      <div className="wsh-recall-addresses__what">
        <span className="wsh-recall-addresses__address">{email}</span>
        <span
          className={`wsh-recall-addresses__state wsh-recall-addresses__state--${address.IsConfirmed ? 'confirmed' : 'waiting'}`}
        >
          {address.IsConfirmed ? t('confirmed') : t('waiting')}
        </span>
        {address.IsPermanent && (
          <span className="wsh-recall-addresses__state wsh-recall-addresses__state--permanent">{t('permanent')}</span>
        )}
      </div>
      {address.IsPermanent && <p className="wsh-recall-addresses__reason">{address.Message || t('permanentReason')}</p>}
      <div className="wsh-recall-addresses__actions">
        {!address.IsConfirmed && (
          <button
            type="button"
            className="wsh-button wsh-button--secondary"
            aria-disabled={resend === 'sending' || undefined}
            onClick={() => resend !== 'sending' && onResend()}
          >
            {resend === 'sending' ? t('resending') : t('resend')}
            <span className="wsh-visually-hidden"> {email}</span>
          </button>
        )}
        {!address.IsPermanent && (
          <button type="button" data-delete="" className="wsh-button wsh-button--secondary" onClick={onDelete}>
            {t('delete')}
            <span className="wsh-visually-hidden"> {email}</span>
          </button>
        )}
      </div>
      {!address.IsConfirmed && (
        <p role="status" className="wsh-recall-addresses__resent">
          {resend === 'sent' ? t('resent', { address: email }) : resend === 'failed' ? t('resendFailed') : ''}
        </p>
      )}
    </li>
  );
}
