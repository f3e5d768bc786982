import { render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { describe, expect, it } from 'vitest';
import qaProductList from '../../demo-pages/qa-widgets/qa-product-list/index';
import qaQuantityInputs from '../../demo-pages/qa-widgets/qa-quantity-inputs/index';
import type { WidgetModule } from '../../shared/islands/load-on';
import {
  $basket,
  $basketLoad,
  $basketState,
  $currentSaveStatus,
  $otherBaskets,
  setLineQuantity,
  switchBasket,
} from '../../shared/stores/basket/basket';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import { reloadPageContext } from '../../shared/context/page-context';
import { $rows } from '../../shared/ui/data/use-line-save';
import { $lines } from '../../shared/ui/data/use-basket-line';
import { BasketSaveNotice } from '../../shared/ui/features/basket-save-notice';
import campaignDetails from '../../widgets/campaign-details/index';
import checkoutBasket from '../../widgets/checkout-basket/index';
import deliveryDateDrawer from '../../widgets/delivery-date-drawer/index';
import dropSizeWarning from '../../widgets/drop-size-warning/index';
import miniBasket from '../../widgets/mini-basket/index';
import productDetails from '../../widgets/product-details/index';
import productSamples from '../../widgets/product-samples/index';
import searchPage from '../../widgets/search-page/index';
import keyFigures from '../../widgets/sustainability-key-figures/index';
import supplierLandingPage from '../../widgets/supplier-landing-page/index';
import { identityKey } from '../../shared/domain/auth/identity';
import { keepUnsent, readUnsent } from '../../shared/stores/basket/unsent-storage';
import { useMockApi } from '../fixtures/mock-api';
import { pageOwner } from '../support/page-owner';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
const SIGNED_IN = { isAuthenticated: true, language: 'en', pageId: 3003, pageType: 'ContentPage' };

/** Every island that reads the basket (its lines, its date or its save state), with props that show it. */
const BASKET_READERS: [string, WidgetModule, object][] = [
  ['mini-basket', miniBasket, {}],
  ['delivery-date-drawer', deliveryDateDrawer, {}],
  ['drop-size-warning', dropSizeWarning, {}],
  ['checkout-basket', checkoutBasket, { datePickerSelector: '#date-picker' }],
  ['product-samples', productSamples, {}],
  ['search-page', searchPage, {}],
  ['product-details', productDetails, { productId: '100228' }],
  ['sustainability-key-figures (basket)', keyFigures, { source: 'basket' }],
  ['campaign-details', campaignDetails, { type: 'productpromotions', id: '3142' }],
  ['supplier-landing-page', supplierLandingPage, { id: 'LP400' }],
  ['qa-product-list', qaProductList, { productIds: ['100228', '102061'] }],
  ['qa-quantity-inputs', qaQuantityInputs, { productIds: ['100228', '102061'] }],
];

/** GET checkout/basket requests (the basket's loads), counted from here on. */
function basketLoads(): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/checkout/basket') seen.push(url);
  });
  return seen;
}

function signIn(context: object = SIGNED_IN) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(context)}</script>`;
  reloadPageContext();
}

/** Waits until the basket is shown, then a little longer: a second load would have started by then. */
async function basketSettled() {
  await waitFor(() => expect($basketState.get()).toBe('ready'));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the basket loads when it is first read, once per page', () => {
  it('mounting every basket-reading island on one page loads the basket exactly once', async () => {
    const loads = basketLoads();
    for (const [, widget, props] of BASKET_READERS) mountWidget(widget, props, SIGNED_IN);
    await basketSettled();
    expect(await screen.findByRole('button', { name: /^Basket, 7 lines/ })).toBeTruthy(); // the mini basket shows it
    expect(loads).toHaveLength(1);
  });

  it.each(BASKET_READERS)('%s alone on a page loads the basket once', async (_name, widget, props) => {
    const loads = basketLoads();
    mountWidget(widget, props, SIGNED_IN);
    await basketSettled();
    expect($basket.get()?.Id).toBe('B-1001');
    expect(loads).toHaveLength(1);
  });

  it('an island that reads only a store computed from the basket loads it (the save notice reads $currentSaveStatus)', async () => {
    const loads = basketLoads();
    signIn();
    render(<BasketSaveNotice className="wsh-test-notice" />);
    await basketSettled();
    expect(loads).toHaveLength(1);
  });

  it.each([
    ['$otherBaskets', $otherBaskets],
    ['$currentSaveStatus', $currentSaveStatus],
    ['$basketLoad', $basketLoad],
    ["$lines (the rows' quantities)", $lines],
    ["$rows (the rows' save states)", $rows],
  ] as const)('subscribing to %s, computed from the basket, loads the basket once', async (_name, store) => {
    const loads = basketLoads();
    signIn();
    const off = (store as { listen(cb: () => void): () => void }).listen(() => {});
    await basketSettled();
    off();
    expect(loads).toHaveLength(1);
  });

  it('reading only the load state or the delivery date loads nothing (campaigns and lists read them to know whether to wait)', async () => {
    const loads = basketLoads();
    signIn();
    const offs = [$basketState.listen(() => {}), $expectedDeliveryDate.listen(() => {})];
    await new Promise((resolve) => setTimeout(resolve, 50));
    offs.forEach((off) => off());
    expect(loads).toHaveLength(0);
    expect($basketState.get()).toBe('idle');
  });

  it('an anonymous visitor reading the basket makes no basket call (SPEC 6)', async () => {
    const loads = basketLoads();
    signIn({ ...SIGNED_IN, isAuthenticated: false });
    mountWidget(miniBasket, {}, { ...SIGNED_IN, isAuthenticated: false });
    const off = $basket.listen(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    off();
    expect(loads).toHaveLength(0);
    expect($basketState.get()).toBe('idle');
  });

  it('a failed first load is an error with a retry; the retry loads it', async () => {
    db.setScenario('error-500');
    mountWidget(miniBasket, {}, SIGNED_IN);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect($basketState.get()).toBe('error');
    db.setScenario(null);
    retry.click();
    expect(await screen.findByRole('button', { name: /^Basket, 7 lines/ })).toBeTruthy();
  });

  it('changes an earlier page of this tab left unsent are sent once after the first load', async () => {
    const { Id, ProductId, Quantity } = db.data.baskets.baskets.find((b) => b.Id === 'B-1001')!.LineItems[0]!;
    const change = { Products: [{ ProductId, Quantity: Quantity + 3, Version: 1 }] };
    mountWidget(miniBasket, {}, SIGNED_IN);
    keepUnsent(pageOwner(), 'B-1001', [change]);
    mountWidget(dropSizeWarning, {}, SIGNED_IN);
    await waitFor(() => expect($basket.get()?.LineItems.find((l) => l.Id === Id)?.Quantity).toBe(Quantity + 3));
    expect(sessionStorage.getItem('wsh-basket-unsent')).toBeNull(); // confirmed
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(db.basketUpdates).toHaveLength(1);
  });

  it("another identity's changes, and changes of a basket this identity does not have, are not sent: they stay stored", async () => {
    const { ProductId, Quantity } = db.data.baskets.baskets.find((b) => b.Id === 'B-1001')!.LineItems[0]!;
    const change = { Products: [{ ProductId, Quantity: Quantity + 3, Version: 1 }] };
    const colleague = identityKey({
      isAuthenticated: true,
      currentUserId: 'U-other',
      currentCustomerId: '',
      impersonatorUserId: '',
    })!;
    keepUnsent(colleague, 'B-1001', [change]);
    mountWidget(miniBasket, {}, SIGNED_IN);
    keepUnsent(pageOwner(), 'B-not-mine', [change]);
    await screen.findByRole('button', { name: /^Basket, 7 lines/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(db.basketUpdates).toEqual([]);
    expect(readUnsent(colleague)).toEqual({ 'B-1001': [change] });
    expect(readUnsent(pageOwner())).toEqual({ 'B-not-mine': [change] });
  });

  it('a change still on its way when the last island left is sent as the page is left, after the store unmounted', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = true;
    server.use(
      http.put(/\/api\/checkout\/basket(\?|$)/, async () => {
        if (!holding) return undefined;
        holding = false;
        await held; // the first PUT stays unanswered: its change is unconfirmed
        return undefined;
      }),
    );
    const island = mountWidget(miniBasket, {}, SIGNED_IN);
    await basketSettled();
    const line = $basket.get()!.LineItems[0]!;
    setLineQuantity({ ProductId: line.ProductId, Quantity: line.Quantity + 2 });
    await waitFor(() => expect(holding).toBe(false)); // the batch is in flight
    island.unmount();
    // No reader is left: the stores computed from the basket let go of it after their unmount delay, the basket after its own.
    await waitFor(() => expect($basket.lc).toBe(0), { timeout: 3 * STORE_UNMOUNT_DELAY });
    await new Promise((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 100));
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() =>
      expect(db.basketUpdates.some((u) => JSON.stringify(u.payload).includes(`"Quantity":${line.Quantity + 2}`))).toBe(
        true,
      ),
    );
    release();
  }, 15_000); // two unmount delays of real time, on a busy machine

  it('switching baskets before any island read the basket ends on the chosen basket, with one load', async () => {
    const loads = basketLoads();
    signIn();
    await switchBasket('B-1002');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($basket.get()?.Id).toBe('B-1002');
    expect(loads).toHaveLength(1); // the switch read the basket: its load started, and its older answer was dropped
  });
});
