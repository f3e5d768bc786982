import { useState } from 'react';
import { basketsApi } from '../../shared/api/baskets-api';
import type { AlternativeBasket } from '../../shared/domain/basket/models';
import type { LineItem, SalesUnit } from '../../shared/domain/models';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { formatDate } from '../../shared/i18n/format-date';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import type { NS } from './texts';

type State =
  | { kind: 'idle' }
  | { kind: 'finding' }
  | { kind: 'none' }
  | { kind: 'found'; basket: AlternativeBasket }
  | { kind: 'moving'; basket: AlternativeBasket }
  | { kind: 'moved'; basket: AlternativeBasket }
  | { kind: 'failed'; basket?: AlternativeBasket };

interface Props {
  line: LineItem;
  unit: SalesUnit | undefined;
  locked: boolean;
  t: WidgetT<typeof NS>;
  /** Takes the line out of this basket the checkout's way (quantity 0 through the update engine). */
  onRemove(line: LineItem): void;
}

/**
 * A line that cannot be delivered on the basket's date (SPEC 8 "invalid basket"): on request, GET
 * checkout/alternativebasket {ProductId, QuickSaleId, ExpectedDeliveryDate} finds another of the
 * customer's baskets whose date suits the product, and the buyer may put the line there; it then leaves
 * this basket. Nothing is asked until the buyer wants it: most buyers change the date instead.
 */
export function AlternativeBasketOffer({ line, unit, locked, t, onRemove }: Props) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const product = line.Product.DisplayName;

  async function find() {
    setState({ kind: 'finding' });
    try {
      const basket = await basketsApi.alternative({
        ProductId: line.ProductId,
        QuickSaleId: line.QuickSaleId,
        ExpectedDeliveryDate: ($expectedDeliveryDate.get() ?? '').slice(0, 10),
      });
      setState(basket ? { kind: 'found', basket } : { kind: 'none' });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  async function move(basket: AlternativeBasket) {
    if (locked) return;
    setState({ kind: 'moving', basket });
    try {
      await basketsApi.addLineTo(basket.Id, {
        ProductId: line.ProductId,
        QuickSaleId: line.QuickSaleId,
        Quantity: line.Quantity,
        ...(unit ? { SalesUnit: { Code: unit.Code, Quantity: unit.Quantity } } : {}),
      });
      setState({ kind: 'moved', basket });
      onRemove(line);
    } catch {
      setState({ kind: 'failed', basket });
    }
  }

  const label = (basket: AlternativeBasket) =>
    t('alternativeMove', { name: basket.Name, date: formatDate(basket.ExpectedDate) || basket.ExpectedDate });

  return (
    <div className="wsh-checkout-basket__alternative">
      {state.kind === 'idle' && (
        <button type="button" className="wsh-button wsh-button--secondary" onClick={() => void find()}>
          {t('alternativeFind')}
          <span className="wsh-visually-hidden"> {product}</span>
        </button>
      )}
      {/* Always in the page, so what the search found is announced. */}
      <p role="status">
        {state.kind === 'finding' && t('alternativeFinding')}
        {state.kind === 'none' && t('alternativeNone')}
        {state.kind === 'found' && t('alternativeFound', { name: state.basket.Name })}
        {state.kind === 'moved' && t('alternativeMoved', { name: state.basket.Name })}
      </p>
      {(state.kind === 'found' || state.kind === 'moving') && (
        <button
          type="button"
          className="wsh-button wsh-button--secondary"
          aria-disabled={state.kind === 'moving' || locked || undefined}
          onClick={() => state.kind === 'found' && void move(state.basket)}
        >
          {state.kind === 'moving' ? t('alternativeMoving') : label(state.basket)}
          <span className="wsh-visually-hidden"> {product}</span>
        </button>
      )}
      {state.kind === 'failed' && (
        <p role="alert">
          {t('alternativeFailed')}{' '}
          <button
            type="button"
            className="wsh-button wsh-button--secondary"
            onClick={() => void (state.basket ? move(state.basket) : find())}
          >
            {t('retry')}
          </button>
        </p>
      )}
    </div>
  );
}
