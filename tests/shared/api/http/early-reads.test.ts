import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customersApi } from '../../../../shared/api/customers-api';
import { readEarlyForPage, takeEarly } from '../../../../shared/api/http/early-reads';
import { isMissingModelError } from '../../../../shared/api/http/errors';
import { userApi } from '../../../../shared/api/user-api';
import { reloadPageContext } from '../../../../shared/context/page-context';
import { useMockApi } from '../../../fixtures/mock-api';

const { server } = useMockApi();

let reads: { path: string; customer: string | null }[] = [];
beforeEach(() => {
  reads = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && /\/api\/(user\/settings|customers\/current)$/.test(pathname))
      reads.push({ path: pathname.slice('/api/'.length), customer: request.headers.get('X-Customer-Id') });
  });
});
afterEach(() => server.events.removeAllListeners());

const CONTEXT = { isAuthenticated: true, language: 'en', currentCustomerId: '512034' };

/** A server-rendered page: its page context and its islands' elements, before any island has mounted. */
function page(islands: string, context: object = CONTEXT) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(context)}</script>`;
  document.body.innerHTML = islands;
  reloadPageContext();
}
const eager = (widget: string) => `<div data-widget="${widget}" data-load-on="eager"></div>`;

describe("the reads of the page's eager islands start as the core chunk runs (issue #35)", () => {
  it("on a search page: the settings are asked for before any island mounts, and the island's read takes that answer", async () => {
    page(eager('header-search') + eager('search-page'));
    readEarlyForPage(document);
    await waitFor(() => expect(reads).toEqual([{ path: 'user/settings', customer: '512034' }]));
    const settings = await userApi.settings();
    expect(settings.Settings).toBeDefined();
    expect(reads).toHaveLength(1);
    // Taken once: a later read (the settings widget's retry) asks again.
    await userApi.settings();
    expect(reads).toHaveLength(2);
  });

  it('on a checkout page: the settings and the current customer, each read once', async () => {
    page(eager('mini-basket') + eager('checkout-basket'));
    readEarlyForPage(document);
    await waitFor(() => expect(reads.map((r) => r.path).sort()).toEqual(['customers/current', 'user/settings']));
    const [customer] = await Promise.all([customersApi.current(), userApi.settings()]);
    expect(customer.Id).toBe('512034');
    expect(reads).toHaveLength(2);
  });

  it('reads nothing for an anonymous visitor, for islands that load later, or on a page without a reader', async () => {
    page(eager('search-page'), { ...CONTEXT, isAuthenticated: false });
    readEarlyForPage(document);
    page('<div data-widget="search-page" data-load-on="visible"></div><div data-widget="checkout-basket"></div>');
    readEarlyForPage(document);
    page(eager('mini-basket') + eager('header-search'));
    readEarlyForPage(document);
    expect(takeEarly('user/settings', (m) => m)).toBeUndefined();
    expect(takeEarly('customers/current', (m) => m)).toBeUndefined();
    expect(reads).toEqual([]);
  });

  it('a read started for one customer is not taken after a switch to another: the island reads again, for the new one', async () => {
    page(eager('checkout-basket'));
    readEarlyForPage(document);
    await waitFor(() => expect(reads).toHaveLength(2));
    page(eager('checkout-basket'), { ...CONTEXT, currentCustomerId: '600100' });
    await customersApi.current().catch(() => undefined); // the mock knows one customer; only the request counts
    expect(reads.filter((r) => r.path === 'customers/current').map((r) => r.customer)).toEqual(['512034', '600100']);
  });

  it("an early answer without the settings' shape fails the taker's read as the client's own read would (MissingModelError)", async () => {
    server.use(http.get('*/api/user/settings', () => HttpResponse.json({ Model: 'not settings' })));
    page(eager('search-page'));
    readEarlyForPage(document);
    const error = await userApi.settings().catch((e: unknown) => e);
    expect(isMissingModelError(error)).toBe(true);
    expect(error).toMatchObject({ path: 'user/settings', status: 200 });
    expect(reads).toHaveLength(1);
  });

  it('a failed early read reaches the taker, and the next read asks again', async () => {
    server.use(http.get('*/api/user/settings', () => new HttpResponse(null, { status: 500 }), { once: true }));
    page(eager('search-page'));
    readEarlyForPage(document);
    await expect(userApi.settings()).rejects.toMatchObject({ status: 500 });
    await expect(userApi.settings()).resolves.toMatchObject({ Settings: expect.any(Object) });
    expect(reads).toHaveLength(2);
  });
});
