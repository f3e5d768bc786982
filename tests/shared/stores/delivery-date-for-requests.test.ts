import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { $basket, $basketState } from '../../../shared/stores/basket/basket';
import { $deliveryDateForRequests } from '../../../shared/stores/delivery-date-for-requests';
import { $expectedDeliveryDate } from '../../../shared/context/expected-delivery-date';
import { reloadPageContext } from '../../../shared/context/page-context';
import { useMockApi } from '../../fixtures/mock-api';

const { server } = useMockApi();

function page(isAuthenticated: boolean) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated, language: 'en' })}</script>`;
  reloadPageContext();
}

/** What the store said, in order, while a test listened. */
function follow() {
  const seen: (string | null | undefined)[] = [];
  const off = $deliveryDateForRequests.subscribe((date) => seen.push(date));
  return { seen, off };
}

describe('the delivery date requests send ($deliveryDateForRequests)', () => {
  it("has no date to wait for on an anonymous visitor's page, and loads no basket", async () => {
    page(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { seen, off } = follow();
    await Promise.resolve();
    expect(seen).toEqual([null]);
    expect(fetchSpy).not.toHaveBeenCalled();
    off();
  });

  it("waits for a logged-in user's basket, loading it when no island has, then holds its date", async () => {
    page(true);
    const { seen, off } = follow();
    expect(seen).toEqual([undefined]);
    await waitFor(() => expect($basketState.get()).toBe('ready'));
    const date = $basket.get()!.Delivery.ExpectedDate;
    expect(date).toBeTruthy();
    expect(seen).toEqual([undefined, date]);
    $expectedDeliveryDate.set('2099-01-05'); // a new delivery date
    expect(seen.at(-1)).toBe('2099-01-05');
    off();
  });

  it('does not load the basket a second time when an island is loading it already', async () => {
    page(true);
    const asked = vi.fn();
    server.events.on(
      'request:start',
      ({ request }) => new URL(request.url).pathname === '/api/checkout/basket' && asked(),
    );
    $basketState.set('loading');
    const { seen, off } = follow();
    await Promise.resolve();
    expect(asked).not.toHaveBeenCalled();
    expect(seen).toEqual([undefined]);
    off();
    server.events.removeAllListeners();
  });

  it('asks without a date once the basket has failed to load (there is none to wait for)', async () => {
    page(true);
    server.use(http.get('*/api/checkout/basket', () => new HttpResponse(null, { status: 500 })));
    const { seen, off } = follow();
    await waitFor(() => expect($basketState.get()).toBe('error'));
    expect(seen).toEqual([undefined, null]);
    off();
  });
});
