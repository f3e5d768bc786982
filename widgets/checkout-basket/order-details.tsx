import { forwardRef, useId } from 'react';
import type { OrderReferenceProblem } from '../../shared/domain/checkout/checkout-reference';
import type { WidgetT } from '../../shared/i18n/text-keys';
import type { LineSave } from '../../shared/ui/data/use-line-save';
import type { NS } from './texts';

export interface OrderDetailsValue {
  reference: string;
  message: string;
  separateInvoice: boolean;
}

interface OrderDetailsProps {
  t: WidgetT<typeof NS>;
  value: OrderDetailsValue;
  onChange(patch: Partial<OrderDetailsValue>): void;
  required: boolean;
  maxLength: number;
  /** The problem shown under the reference: "too long" as soon as it is, "required" after a blocked submit. */
  problem: OrderReferenceProblem | null;
  /** The order is being placed: the details it carries may not change meanwhile. */
  locked: boolean;
  /** Whether the server has the details as typed (a refused or unsaved change is said here, where it was made). */
  save: LineSave;
}

/** SPEC 3 basket References, Message and SeparateInvoice; the reference input is forwarded for focus. */
export const OrderDetails = forwardRef<HTMLInputElement, OrderDetailsProps>(function OrderDetails(
  { t, value, onChange, required, maxLength, problem, locked, save },
  referenceRef,
) {
  const id = useId();
  const headingId = `${id}-heading`;
  const errorId = `${id}-reference-error`;
  const hintId = `${id}-reference-hint`;
  return (
    <section className="wsh-checkout-basket__details" aria-labelledby={headingId}>
      <h2 id={headingId} className="wsh-checkout-basket__heading">
        {t('detailsHeading')}
      </h2>
      <div className="wsh-checkout-basket__field">
        <label htmlFor={`${id}-reference`}>{required ? t('referenceRequired') : t('reference')}</label>
        <input
          ref={referenceRef}
          id={`${id}-reference`}
          type="text"
          autoComplete="off"
          value={value.reference}
          disabled={locked}
          aria-required={required || undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => onChange({ reference: e.target.value })}
        />
        <span id={hintId} className="wsh-checkout-basket__hint">
          {t('referenceHint', { max: maxLength })}
        </span>
        {problem && (
          <span id={errorId} className="wsh-checkout-basket__error">
            {problem === 'required'
              ? t('referenceMissing')
              : t('referenceTooLong', { max: maxLength, length: value.reference.length })}
          </span>
        )}
      </div>
      <div className="wsh-checkout-basket__field">
        <label htmlFor={`${id}-message`}>{t('message')}</label>
        <textarea
          id={`${id}-message`}
          rows={3}
          value={value.message}
          disabled={locked}
          onChange={(e) => onChange({ message: e.target.value })}
        />
      </div>
      <div className="wsh-checkout-basket__check">
        <input
          id={`${id}-invoice`}
          type="checkbox"
          checked={value.separateInvoice}
          disabled={locked}
          onChange={(e) => onChange({ separateInvoice: e.target.checked })}
        />
        <label htmlFor={`${id}-invoice`}>{t('separateInvoice')}</label>
      </div>
      <p className="wsh-checkout-basket__details-save" role="status">
        {save.state === 'unsaved' && t('basketSave.unsavedRow')}
        {save.state === 'rejected' &&
          (save.message ? t('basketSave.rejected', { message: save.message }) : t('basketSave.unsavedRow'))}
      </p>
    </section>
  );
});
