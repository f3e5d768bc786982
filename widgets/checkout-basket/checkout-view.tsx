import { useStore } from '@nanostores/react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Basket, LineItem } from '../../shared/domain/models';
import { groupLines, undeliverableLines } from '../../shared/domain/checkout/checkout-lines';
import type { AfterOrder } from '../../shared/domain/checkout/checkout-submit';
import { orderReferenceProblem } from '../../shared/domain/checkout/checkout-reference';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { DETAILS_KEY } from '../../shared/domain/basket/basket-update';
import { BasketSaveNotice } from '../../shared/ui/features/basket-save-notice';
import { useLineSave } from '../../shared/ui/data/use-line-save';
import { useRenderedCount } from '../../shared/ui/features/product-list/use-rendered-count';
import type { Infer } from '../../page-context/fields';
import { LineList } from './line-list';
import type { meta } from './meta';
import { OrderDetails } from './order-details';
import { OrderWarningDialog } from './order-warning-dialog';
import { NS } from './texts';
import type { CheckoutSettings } from './use-checkout-settings';
import { useOrderDetails } from './use-order-details';
import { useQuantityChanges } from './use-quantity-changes';
import { useRemovalFocus } from './use-removal-focus';
import { usePlaceOrder } from './use-place-order';

export type CheckoutProps = Infer<typeof meta.props>;

interface CheckoutViewProps extends CheckoutProps {
  basket: Basket;
  onPlaced(next: AfterOrder): void;
  /** Shown until the user settings and the customer are known (the grouping and the reference rule). */
  loading: ReactNode;
  /** Read by the caller from its first render, beside the basket (useCheckoutSettings). */
  settings: CheckoutSettings;
}

export function CheckoutView({
  basket,
  nextStepUrl,
  continueShoppingUrl,
  ordersUrl,
  datePickerSelector,
  onPlaced,
  loading,
  settings,
}: CheckoutViewProps) {
  const t = useT(NS);
  const { isPunchOut, orderReferenceMaxLength: maxLength, catalogChunkSize } = useStore($pageContext);
  const changes = useQuantityChanges();
  const details = useOrderDetails(basket, maxLength);
  const detailsSave = useLineSave(DETAILS_KEY);
  const rootRef = useRef<HTMLDivElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  const [referenceBlocked, setReferenceBlocked] = useState(false);
  const rule = { required: settings.requireReference, isPunchOut, maxLength };
  const ruleRef = useRef(rule);
  ruleRef.current = rule;

  // SPEC 9 product rendering: a long basket is drawn in at most 8 parts 50 ms apart, so the page stays responsive.
  const shown = useRenderedCount(basket.Id, basket.LineItems.length, catalogChunkSize, true);
  const groups = useMemo(
    () => groupLines(basket.LineItems.slice(0, shown), settings.displayMode),
    [basket.LineItems, shown, settings.displayMode],
  );
  const removal = useRemovalFocus(rootRef, groups);

  const submit = usePlaceOrder({
    validate() {
      const problem = orderReferenceProblem(details.current.current.reference, ruleRef.current);
      if (!problem) return true;
      setReferenceBlocked(true);
      // SPEC 5: a missing reference scrolls the page to the delivery date picker (it sits by the field).
      const target =
        (problem === 'required' && datePickerSelector ? document.querySelector(datePickerSelector) : null) ??
        referenceRef.current;
      target?.scrollIntoView?.({ block: 'center' });
      referenceRef.current?.focus({ preventScroll: true });
      return false;
    },
    flushChanges: changes.flush,
    message: () => details.current.current.message,
    nextStepUrl,
    ordersUrl,
    onPlaced,
    showFirstLine(lineIds) {
      const row = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-line-id]') ?? [])].find((el) =>
        lineIds.includes(el.dataset.lineId ?? ''),
      );
      row?.scrollIntoView?.({ block: 'center' });
      row?.querySelector('input')?.focus({ preventScroll: true });
    },
  });

  const { change } = changes;
  const { clearLineError } = submit;
  const onQuantity = useCallback(
    (line: LineItem, quantity: number) => {
      clearLineError(line.Id);
      change(line, quantity);
    },
    [change, clearLineError],
  );
  const markRemoving = removal.removing;
  const onRemove = useCallback(
    (line: LineItem) => {
      markRemoving(line.Id);
      onQuantity(line, 0);
    },
    [onQuantity, markRemoving],
  );

  if (!settings.ready) return loading;
  if (basket.LineItems.length === 0) {
    return (
      <div className="wsh-checkout-basket wsh-checkout-basket__state">
        <h2 className="wsh-checkout-basket__heading">{t('empty')}</h2>
        <p>{t('emptyHint')}</p>
        <a className="wsh-button" href={continueShoppingUrl}>
          {t('continueShopping')}
        </a>
      </div>
    );
  }

  const dateText = formatDate(basket.Delivery.ExpectedDate);
  const undeliverable = undeliverableLines(basket.LineItems).length;
  const liveProblem = orderReferenceProblem(details.value.reference, rule);
  const { state } = submit;
  const busy = state.phase !== 'idle';
  return (
    <div ref={rootRef} className="wsh-checkout-basket">
      <OrderDetails
        ref={referenceRef}
        t={t}
        value={details.value}
        onChange={details.change}
        required={rule.required && !isPunchOut}
        maxLength={maxLength}
        problem={liveProblem === 'tooLong' || referenceBlocked ? liveProblem : null}
        locked={state.phase === 'submitting'}
        save={detailsSave}
      />
      <h2 className="wsh-checkout-basket__heading" tabIndex={-1} ref={removal.headingRef}>
        {t('linesHeading')}{' '}
        <span className="wsh-checkout-basket__count">
          ({t('lines', { count: basket.LineItems.length })}, {t('delivery', { date: dateText })})
        </span>
      </h2>
      {undeliverable > 0 && (
        <p className="wsh-checkout-basket__notice" role="status">
          {t('undeliverableNotice', { count: undeliverable, date: dateText })}
        </p>
      )}
      <LineList
        groups={groups}
        stock={changes.stock}
        removing={changes.removing}
        waiting={changes.waiting}
        locked={state.phase === 'submitting'}
        lineErrors={state.lineErrors}
        t={t}
        priceDisplayMode={settings.priceDisplayMode}
        dateText={dateText}
        onQuantity={onQuantity}
        onRemove={onRemove}
      />
      <p className="wsh-checkout-basket__subtotal">
        <span>{t('subtotal')}</span> <strong>{basket.FormattedSubTotal}</strong>
      </p>
      <div className="wsh-checkout-basket__submit">
        <button
          type="button"
          className="wsh-button wsh-checkout-basket__place"
          aria-disabled={busy || undefined}
          onClick={() => !busy && submit.submit()}
        >
          {t('placeOrder')}
        </button>
        <span role="status" className="wsh-checkout-basket__progress">
          {state.phase === 'submitting' ? t('placing') : ''}
        </span>
        <BasketSaveNotice className="wsh-checkout-basket__save" />
        <div role="alert" className="wsh-checkout-basket__error">
          {state.error && ('text' in state.error ? state.error.text : t(state.error.key))}
        </div>
      </div>
      <OrderWarningDialog t={t} warning={state.warning} onBack={submit.closeWarning} onIgnore={submit.ignoreWarning} />
    </div>
  );
}
