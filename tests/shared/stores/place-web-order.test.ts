import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { isApiHttpError } from '../../../shared/api/http/errors';
import { on } from '../../../shared/events/bus';
import { $basket, loadBasket, setLineQuantity } from '../../../shared/stores/basket/basket';
import { placeWebOrder } from '../../../shared/stores/basket/web-order';
import { reloadPageContext } from '../../../shared/context/page-context';
import { useMockApi } from '../../fixtures/mock-api';

const { db } = useMockApi();

beforeEach(() => {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated: true, language: 'en' })}</script>`;
  reloadPageContext();
});

describe('placeWebOrder (SPEC 4 checkout, SPEC 8 404)', () => {
  it('sends pending basket changes first, places the order, then clears the basket cache and reloads it', async () => {
    await loadBasket();
    setLineQuantity({ ProductId: '100228', Quantity: 9 });
    const { orderId } = await placeWebOrder({ Message: 'Tak' });
    const order = db.data.orders.orders[0]!;
    expect(order.Id).toBe(orderId);
    expect(order.Message).toBe('Tak');
    expect(order.Lines.find((l) => l.ItemNumber === '100228')?.Quantity).toBe(9);
    expect($basket.get()).toBeNull();
    await waitFor(() => expect($basket.get()?.Id).toBeDefined());
    expect($basket.get()!.Id).not.toBe('B-1001');
  });

  it('a 404 raises the page-reload warning and reloads the default basket; the error still reaches the caller', async () => {
    await loadBasket();
    const reasons: string[] = [];
    on('pageReloadWarning', (e) => reasons.push(e.reason));
    db.setScenario('basket-update-404');
    const error = await placeWebOrder({}).catch((e: unknown) => e);
    expect(isApiHttpError(error) && error.status).toBe(404);
    expect(reasons).toEqual(['basket-not-found']);
  });

  it('a 400 is left to the caller with its body (order warning, line errors, message)', async () => {
    await loadBasket();
    db.setScenario('checkout-order-warning');
    const error = await placeWebOrder({}).catch((e: unknown) => e);
    expect(isApiHttpError(error) && error.body?.OrderWarning).toMatchObject({ Key: 'LargeQuantity' });
    expect($basket.get()!.Id).toBe('B-1001');
  });
});
