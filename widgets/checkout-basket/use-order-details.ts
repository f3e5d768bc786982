import { useCallback, useEffect, useRef, useState } from 'react';
import type { Basket } from '../../shared/domain/models';
import type { BasketUpdate } from '../../shared/domain/basket/basket-update';
import { updateBasket } from '../../shared/stores/basket/basket';
import type { OrderDetailsValue } from './order-details';

const fromBasket = (basket: Basket | null): OrderDetailsValue => ({
  reference: basket?.References?.OrderReference ?? '',
  message: basket?.Message ?? '',
  separateInvoice: basket?.SeparateInvoice ?? false,
});

/**
 * The order reference, message and separate-invoice choice: kept here while typed (a basket answer
 * arriving between keystrokes must not overwrite them) and sent into the basket through the update
 * engine (batched with quantity changes). A reference over the maximum is not sent: the server would
 * refuse the whole batch with it.
 */
export function useOrderDetails(basket: Basket | null, maxLength: number) {
  const [value, setValue] = useState<OrderDetailsValue>(() => fromBasket(basket));
  const current = useRef(value);
  current.current = value;
  const basketId = basket?.Id;

  // Another basket (first load, a switch) brings its own details.
  useEffect(() => {
    if (basketId) setValue(fromBasket(basket));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the basket itself changes
  }, [basketId]);

  const change = useCallback(
    (patch: Partial<OrderDetailsValue>) => {
      setValue((v) => ({ ...v, ...patch }));
      const update: BasketUpdate = {};
      if (patch.reference !== undefined && patch.reference.length <= maxLength)
        update.References = { OrderReference: patch.reference };
      if (patch.message !== undefined) update.Message = patch.message;
      if (patch.separateInvoice !== undefined) update.SeparateInvoice = patch.separateInvoice;
      if (Object.keys(update).length > 0) updateBasket(update);
    },
    [maxLength],
  );
  return { value, current, change };
}
