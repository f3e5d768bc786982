import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $basket, $basketState } from '../../../shared/stores/basket/basket';
import { readBasketEarly } from '../../../shared/stores/basket/early-read';
import { reloadPageContext } from '../../../shared/context/page-context';
import checkoutBasket from '../../../widgets/checkout-basket/index';
import { useMockApi } from '../../fixtures/mock-api';
import { useFakeNavigator } from '../../support/fake-navigator';
import { mountWidget } from '../../widgets/render-widget';

const { server } = useMockApi();
useFakeNavigator();

let reads: { url: URL; headers: Headers }[] = [];
beforeEach(() => {
  reads = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/api/checkout/basket'))
      reads.push({ url, headers: request.headers });
  });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => server.events.removeAllListeners());

const CONTEXT = { isAuthenticated: true, language: 'en' };

/** A server-rendered page: its page context and its islands' elements, before any island has mounted. */
function page(widgets: string[], context: object = CONTEXT) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(context)}</script>`;
  document.body.innerHTML = widgets.map((w) => `<div data-widget="${w}"></div>`).join('');
  reloadPageContext();
}

describe('the basket read starts as the shared chunk runs, before any island mounts (issue #19)', () => {
  it('on a page with the mini basket: one read, in flight before the first island subscribes, used by it', async () => {
    page(['countdown', 'mini-basket']);
    readBasketEarly(document);
    expect($basketState.get()).toBe('loading');
    await waitFor(() => expect(reads).toHaveLength(1));
    const unsubscribe = $basket.listen(() => undefined); // the mini basket mounting
    await waitFor(() => expect($basketState.get()).toBe('ready'));
    expect($basket.get()!.Id).toBe('B-1001');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.url.searchParams.get('validate')).toBeNull();
    unsubscribe();
  });

  it("on a checkout page the early read is the checkout's own (validated, naming its step): the checkout reads no second time", async () => {
    page(['mini-basket', 'checkout-basket']);
    readBasketEarly(document);
    mountWidget(checkoutBasket, { nextStepUrl: 'receipt.html', continueShoppingUrl: '/shop' }, CONTEXT);
    await screen.findByRole('textbox', { name: 'Quantity of Letmælk 0,5% 1 l' });
    expect(reads).toHaveLength(1);
    expect(reads[0]!.url.searchParams.get('validate')).toBe('true');
    expect(reads[0]!.headers.get('X-Checkout-Step')).toBe('basket');
  });

  it('reads nothing for an anonymous visitor, nor on a page without an island that reads the basket', async () => {
    page(['mini-basket'], { isAuthenticated: false, language: 'en' });
    readBasketEarly(document);
    page(['countdown', 'header-search']);
    readBasketEarly(document);
    // A read sets 'loading' before its first await: still 'idle' means none was started.
    expect($basketState.get()).toBe('idle');
    expect(reads).toEqual([]);
  });
});
