import { useState } from 'react';
import type { OrderWarning } from '../../shared/domain/checkout/checkout-submit';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { Dialog } from '../../shared/ui/primitives/dialog';
import type { NS } from './texts';

/**
 * SPEC 4: a 400 with an order warning: go back, or ignore it and place the order (IgnoreWarning).
 * Always mounted while the checkout is: a `warning` of null closes it with the 500 ms exit of SPEC 4
 * Overlays, like the other overlays, instead of vanishing when its owner unmounts it.
 */
export function OrderWarningDialog({
  t,
  warning,
  onBack,
  onIgnore,
}: {
  t: WidgetT<typeof NS>;
  warning: OrderWarning | null;
  onBack(): void;
  onIgnore(warning: OrderWarning): void;
}) {
  // The last warning shown, kept so the dialog still has its messages while its exit animation plays.
  const [shown, setShown] = useState(warning);
  if (warning && warning !== shown) setShown(warning);
  if (!shown) return null;
  return (
    <Dialog
      open={warning !== null}
      title={t('warningTitle')}
      role="alertdialog"
      onClose={onBack}
      className="wsh-checkout-basket__warning"
    >
      <p>{t('warningIntro')}</p>
      <ul className="wsh-checkout-basket__warning-list">
        {shown.Messages.map((message, i) => (
          <li key={i}>{message}</li>
        ))}
      </ul>
      <div className="wsh-dialog__actions">
        <button type="button" className="wsh-button wsh-button--secondary" onClick={onBack}>
          {t('goBack')}
        </button>
        <button type="button" className="wsh-button" onClick={() => onIgnore(shown)}>
          {t('ignoreAndPlace')}
        </button>
      </div>
    </Dialog>
  );
}
