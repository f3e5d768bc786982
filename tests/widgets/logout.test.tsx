import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { identityKey } from '../../shared/domain/auth/identity';
import { readCookie } from '../../shared/lib/cookies';
import { updateBasket } from '../../shared/stores/basket/basket';
import { keepUnsent, readUnsent } from '../../shared/stores/basket/unsent-storage';
import { $campaignSelection, selectCampaign } from '../../shared/stores/campaign-selection';
import { LOGGED_IN_MARKER } from '../../shared/stores/session-marker';
import logout from '../../widgets/logout/index';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { loadBasketFirst, mountWidget } from './render-widget';

const { server } = useMockApi();
const navigator = useFakeNavigator();
afterEach(() => server.events.removeAllListeners());

// The mock's default customer: a basket call for another is refused (409, issue #32).
const CONTEXT = { language: 'en', isAuthenticated: true, currentUserId: 'U1001', currentCustomerId: '512034' };
/** Whose the kept changes are: this page's identity, and a colleague's who used this tab before. */
const MINE = identityKey({ ...CONTEXT, impersonatorUserId: '' })!;
const COLLEAGUE = identityKey({ ...CONTEXT, currentUserId: 'U1002', impersonatorUserId: '' })!;
const marker = () => readCookie(document.cookie, LOGGED_IN_MARKER.cookie);

/** What an earlier page of this tab kept for the user: the marker, an unsent basket change, a campaign pick. */
beforeEach(() => {
  history.replaceState(null, '', '/account');
  document.cookie = `${LOGGED_IN_MARKER.cookie}=1; path=/`;
  keepUnsent(MINE, 'B-1001', [{ Message: 'kept from an earlier page' }]);
  keepUnsent(COLLEAGUE, 'B-1001', [{ Message: "a colleague's, kept for his next login" }]);
  selectCampaign('Banners:top', 'C1');
});
afterEach(() => sessionStorage.clear());

const mount = (props: object = { startUrl: '/start' }, context: object = CONTEXT) =>
  mountWidget(logout, props, context);
const button = () => screen.getByRole('button');

function logoutCalls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/auth/logout')) seen.push(request.method);
  });
  return seen;
}

describe('logout (SPEC 2, POST auth/logout)', () => {
  it("logs out, forgets what the bundle kept for the user, then opens the server's RedirectUrl", async () => {
    const calls = logoutCalls();
    mount();
    expect(marker()).toBe('1');
    await userEvent.setup().click(button());
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith(`${location.origin}/`));
    expect(calls).toEqual(['POST']);
    expect(marker()).toBeUndefined();
    // Changes an earlier page kept are the user's for the next login here, and another identity's are not
    // this logout's to forget (issue #32): nothing is dropped unseen.
    expect(Object.keys(readUnsent(MINE))).toEqual(['B-1001']);
    expect(Object.keys(readUnsent(COLLEAGUE))).toEqual(['B-1001']);
    expect($campaignSelection.get()).toEqual({});
  });

  it('a RedirectUrl on another site is not followed: the start page instead', async () => {
    server.use(
      http.post('*/api/auth/logout', () => HttpResponse.json({ Model: { RedirectUrl: 'https://evil.example/' } })),
    );
    mount();
    await userEvent.setup().click(button());
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith(`${location.origin}/start`));
  });

  it('a failed logout says so and forgets nothing (the user is still logged in)', async () => {
    server.use(http.post('*/api/auth/logout', () => HttpResponse.json({}, { status: 500 })));
    mount();
    await userEvent.setup().click(button());
    expect(await screen.findByText('Could not log out. Check your connection and try again.')).toBeTruthy();
    expect(navigator.assign).not.toHaveBeenCalled();
    expect(marker()).toBe('1');
    expect(Object.keys(readUnsent(MINE))).toEqual(['B-1001']);
  });

  it('an expired session (401) is logged out already: forgotten and on to the start page', async () => {
    server.use(http.post('*/api/auth/logout', () => HttpResponse.json({}, { status: 401 })));
    mount();
    await userEvent.setup().click(button());
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledWith(`${location.origin}/start`));
    expect(marker()).toBeUndefined();
  });

  it('basket changes that cannot be saved hold the logout back until "Log out anyway"', async () => {
    keepUnsent(MINE, 'B-1001', []);
    await loadBasketFirst(CONTEXT);
    // A 500 every time: unsaved however long the click takes (a 400 after the 500 ms wait leaves nothing to save).
    server.use(http.put('*/api/checkout/basket', () => HttpResponse.json({}, { status: 500 })));
    const calls = logoutCalls();
    mount();
    updateBasket({ Message: 'typed just now' });
    const user = userEvent.setup();
    await user.click(button());
    expect(
      await screen.findByText(
        'Your latest basket changes could not be saved. Wait a moment and try again, or log out anyway and lose those changes.',
      ),
    ).toBeTruthy();
    expect(calls).toEqual([]);
    expect(navigator.assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Log out anyway' }));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['POST']);
  });

  it('"Log out anyway" with saves failing: no retry, network return or page leave sends the change after it, and none is kept', async () => {
    keepUnsent(MINE, 'B-1001', []);
    await loadBasketFirst(CONTEXT);
    const puts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/api/checkout/basket')) puts.push(request.url);
    });
    server.use(http.put('*/api/checkout/basket', () => HttpResponse.json({}, { status: 500 })));
    mount();
    updateBasket({ Message: 'typed just now' });
    const user = userEvent.setup();
    await user.click(button());
    await user.click(await screen.findByRole('button', { name: 'Log out anyway' }));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledTimes(1));
    const sent = puts.length;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts).toHaveLength(sent);
    expect(readUnsent(MINE)).toEqual({});
  });

  it('speaks Danish', () => {
    mount({}, { ...CONTEXT, language: 'da' });
    expect(screen.getByRole('button', { name: 'Log ud' })).toBeTruthy();
  });
});
