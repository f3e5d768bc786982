import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expiredCookieString, readCookie } from '../../shared/lib/cookies';
import { updateBasket } from '../../shared/stores/basket/basket';
import supplierCustomers from '../../widgets/supplier-customers/index';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { loadBasketFirst, mountWidget } from './render-widget';

const { server } = useMockApi();
const navigator = useFakeNavigator();
afterEach(() => {
  server.events.removeAllListeners();
  document.cookie = expiredCookieString('_su_amager');
});

// The mock's default user acts for Kantinen på Havnen (512034) and may act for 512036 and 512038.
const CONTEXT = { language: 'en', isAuthenticated: true, supplierKey: 'amager' };
const mount = (context: object = CONTEXT) => mountWidget(supplierCustomers, {}, context);
const stored = () => readCookie(document.cookie, '_su_amager');

function changeCalls(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/api/auth/changecustomer')) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('supplier user panel (SPEC 2, 6; PUT auth/changecustomer)', () => {
  it('says who is acted for and offers every other customer, not the current one', async () => {
    mount();
    expect(await screen.findByText('You act for Kantinen på Havnen ApS (customer 512034).')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /^Act for / }).map((b) => b.textContent);
    expect(buttons).toEqual(['Act for Restaurant Nordlys', 'Act for Café Bønnen']);
  });

  it('acting for a customer changes it on the server, keeps it in _su_<supplierKey> and loads the page again', async () => {
    const bodies = changeCalls();
    mount();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Act for Café Bønnen' }));
    await waitFor(() => expect(navigator.reload).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ id: '512038', basketId: null }]);
    expect(stored()).toBe('512038');
    expect(screen.getByText('You now act for Café Bønnen. The page loads again for this customer.')).toBeTruthy();
  });

  it("follows the answer's RedirectUrl when it is on this site, and never another site's", async () => {
    server.use(
      http.put('*/api/auth/changecustomer', () => HttpResponse.json({ Model: { RedirectUrl: '/start?c=512036' } })),
    );
    mount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Act for Restaurant Nordlys' }));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith(`${location.origin}/start?c=512036`));

    server.use(
      http.put('*/api/auth/changecustomer', () =>
        HttpResponse.json({ Model: { RedirectUrl: 'https://evil.example/' } }),
      ),
    );
    navigator.assign.mockReset();
    await user.click(screen.getByRole('button', { name: 'Act for Restaurant Nordlys' }));
    await waitFor(() => expect(navigator.reload).toHaveBeenCalledTimes(1));
    expect(navigator.assign).not.toHaveBeenCalled();
  });

  it("a refused change shows the response's Message (SPEC 8), keeps the page and the stored choice", async () => {
    document.cookie = '_su_amager=512036; path=/';
    server.use(
      http.put('*/api/auth/changecustomer', () =>
        HttpResponse.json({ Message: 'Café Bønnen is closed for orders' }, { status: 400 }),
      ),
    );
    mount();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Act for Café Bønnen' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe('Could not switch to Café Bønnen.Café Bønnen is closed for orders'),
    );
    expect(navigator.reload).not.toHaveBeenCalled();
    expect(stored()).toBe('512036');
  });

  it('a failure without a Message shows an empty message under the heading (SPEC 8: empty if none)', async () => {
    server.use(http.put('*/api/auth/changecustomer', () => HttpResponse.json({}, { status: 500 })));
    mount();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Act for Café Bønnen' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not switch to Café Bønnen.'));
  });

  it('basket changes that cannot be saved hold the change back: nothing is sent for the next customer', async () => {
    await loadBasketFirst(CONTEXT);
    // A 500 every time: unsaved however long the list takes to load (a 400 after the 500 ms wait leaves nothing to save).
    server.use(http.put('*/api/checkout/basket', () => HttpResponse.json({}, { status: 500 })));
    const bodies = changeCalls();
    mount();
    updateBasket({ Message: 'typed just now' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Act for Café Bønnen' }));
    expect(await screen.findByText(/not saved yet, so the customer was not changed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save basket changes' })).toBeTruthy();
    expect(bodies).toEqual([]);
    expect(navigator.reload).not.toHaveBeenCalled();
  });

  it('"End supplier mode" returns to the customer in the cookie', async () => {
    document.cookie = '_su_amager=512036; path=/';
    const bodies = changeCalls();
    mount();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'End supplier mode: back to Restaurant Nordlys' }));
    await waitFor(() => expect(navigator.reload).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ id: '512036', basketId: null }]);
  });

  it('without a stored customer (-1) it returns to the default (first) customer, and is not offered there', async () => {
    document.cookie = '_su_amager=-1; path=/';
    server.use(
      http.get('*/api/customers/current', () =>
        HttpResponse.json({ Model: { Id: '512036', Name: 'Restaurant Nordlys' } }),
      ),
    );
    const { unmount } = mount();
    expect(
      await screen.findByRole('button', { name: 'End supplier mode: back to Kantinen på Havnen ApS' }),
    ).toBeTruthy();
    unmount();
    server.resetHandlers();
    mount();
    await screen.findByText('You act for Kantinen på Havnen ApS (customer 512034).');
    expect(screen.queryByRole('button', { name: /End supplier mode/ })).toBeNull();
  });

  it('a long list gets a filter by number, name or city', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      Id: `6000${i}`,
      Name: i === 5 ? 'Skolekøkkenet Vest' : `Kunde ${i}`,
      Address: { City: i === 5 ? 'Esbjerg' : 'Vejle' },
    }));
    server.use(http.get('*/api/customers', () => HttpResponse.json({ Model: many })));
    mount();
    const filter = await screen.findByRole('searchbox', { name: 'Find a customer' });
    const user = userEvent.setup();
    await user.type(filter, 'esbj');
    expect(screen.getAllByRole('button', { name: /^Act for / }).map((b) => b.textContent)).toEqual([
      'Act for Skolekøkkenet Vest',
    ]);
    await user.clear(filter);
    await user.type(filter, 'xyz');
    expect(screen.getByText('No customer matches "xyz".')).toBeTruthy();
  });

  it('a failed load says so with a retry that loads again', async () => {
    server.use(http.get('*/api/customers', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    mount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Act for Café Bønnen' })).toBeTruthy();
  });

  it('asks anonymous visitors to log in', () => {
    mount({ ...CONTEXT, isAuthenticated: false });
    expect(screen.getByText('Log in as a supplier user to act for your customers.')).toBeTruthy();
  });

  it.each(['x; Domain=.evil.test', 'a=b', '', 'k'.repeat(65)])(
    'a supplierKey %j that cannot name a cookie is an inline editor error; no cookie, no call (issue #32)',
    async (supplierKey) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const seen: string[] = [];
      server.events.on('request:start', ({ request }) => seen.push(request.url));
      const cookies = document.cookie;
      const { el } = mount({ ...CONTEXT, supplierKey, editorMode: true });
      await waitFor(() => expect(el.textContent).toContain('expected 1 to 64 letters, digits, "_" or "-"'));
      expect(screen.queryByRole('button', { name: /^Act for / })).toBeNull();
      expect(seen).toEqual([]);
      expect(document.cookie).toBe(cookies);
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('supplierKey'));
    },
  );

  it('speaks Danish', async () => {
    mount({ ...CONTEXT, language: 'da' });
    expect(await screen.findByRole('button', { name: 'Handl for Café Bønnen' })).toBeTruthy();
  });
});
