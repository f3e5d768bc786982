import type { OrderWarning } from '../../shared/domain/checkout/checkout-submit';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { Dialog } from '../../shared/ui/primitives/dialog';
import type { NS } from './texts';

/** SPEC 4: a 400 with an order warning: go back, or ignore it and place the order (IgnoreWarning). */
export function OrderWarningDialog({
  t,
  warning,
  onBack,
  onIgnore,
}: {
  t: WidgetT<typeof NS>;
  warning: OrderWarning;
  onBack(): void;
  onIgnore(): void;
}) {
  return (
    <Dialog title={t('warningTitle')} role="alertdialog" onClose={onBack} className="wsh-checkout-basket__warning">
      <p>{t('warningIntro')}</p>
      <ul className="wsh-checkout-basket__warning-list">
        {warning.Messages.map((message, i) => (
          <li key={i}>{message}</li>
        ))}
      </ul>
      <div className="wsh-dialog__actions">
        <button type="button" className="wsh-button wsh-button--secondary" onClick={onBack}>
          {t('goBack')}
        </button>
        <button type="button" className="wsh-button" onClick={onIgnore}>
          {t('ignoreAndPlace')}
        </button>
      </div>
    </Dialog>
  );
}
