import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { reloadPageContext } from '../../../shared/context/page-context';
import { $userSettings, saveUserSettings } from '../../../shared/stores/user-settings';
import { useMockApi } from '../../fixtures/mock-api';

const { db, server } = useMockApi();

function page(isAuthenticated: boolean) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated, language: 'en' })}</script>`;
  reloadPageContext();
}

function settingsRequests() {
  const seen: string[] = [];
  server.events.on(
    'request:start',
    ({ request }) => new URL(request.url).pathname === '/api/user/settings' && seen.push(request.method),
  );
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  cleanStores($userSettings); // not $pageContextReading: see campaigns-page-type.test.ts
});

/** Reads the settings (page of a logged-in user) and returns the GET/PUT requests seen from then on. */
async function readSettings() {
  page(true);
  const seen = settingsRequests();
  const off = $userSettings.listen(() => {});
  await waitFor(() => expect($userSettings.get().status).toBe('ready'));
  return { seen, off };
}

const priceMode = () => $userSettings.get().data?.Settings.PriceDisplayMode;

describe('the user settings store ($userSettings)', () => {
  it('asks once for every island of the page that reads the settings (the checkout and the search page)', async () => {
    page(true);
    const seen = settingsRequests();
    const checkout = $userSettings.listen(() => {});
    const search = $userSettings.listen(() => {});
    await waitFor(() => expect($userSettings.get().status).toBe('ready'));
    const user = db.data.people.settingsByUserId[db.session.userId]!;
    expect($userSettings.get().data?.Settings.PriceDisplayMode).toBe(user.Settings.PriceDisplayMode);
    expect(seen).toEqual(['GET']);
    checkout();
    search();
  });

  it('holds none for an anonymous visitor, and asks nothing', async () => {
    page(false);
    const seen = settingsRequests();
    const off = $userSettings.listen(() => {});
    await waitFor(() => expect($userSettings.get()).toEqual({ status: 'ready', data: null }));
    expect(seen).toEqual([]);
    off();
  });

  it('holds a failed read as an error (the islands then keep their defaults)', async () => {
    page(true);
    server.use(http.get('*/api/user/settings', () => new HttpResponse(null, { status: 500 })));
    const off = $userSettings.listen(() => {});
    await waitFor(() => expect($userSettings.get().status).toBe('error'));
    off();
  });

  it('shows a change at once (optimistic), sends the whole settings with it, then keeps the answer; no second GET', async () => {
    const { seen, off } = await readSettings();
    const before = $userSettings.get().data!.Settings;
    expect(before.PriceDisplayMode).toBe('SalesUnit');
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') sent = await request.clone().json();
    });
    const saving = saveUserSettings({ PriceDisplayMode: 'Kilo' });
    expect(priceMode()).toBe('Kilo'); // before the server answered
    await expect(saving).resolves.toEqual({ saved: true });
    expect(sent).toEqual({ settings: { ...before, PriceDisplayMode: 'Kilo' } });
    expect(priceMode()).toBe('Kilo');
    expect(db.data.people.settingsByUserId[db.session.userId]!.Settings.PriceDisplayMode).toBe('Kilo');
    expect(seen).toEqual(['GET', 'PUT']);
    off();
  });

  it('rolls a refused change back and says it was not saved', async () => {
    const { off } = await readSettings();
    server.use(http.put('*/api/user/settings', () => HttpResponse.json({ Message: 'No' }, { status: 500 })));
    const saving = saveUserSettings({ PriceDisplayMode: 'BaseUnit' });
    expect(priceMode()).toBe('BaseUnit');
    const outcome = await saving;
    expect(outcome.saved).toBe(false);
    expect(priceMode()).toBe('SalesUnit');
    off();
  });

  it('sends changes one after the other: a failed first one is rolled back, the second stays and does not carry the first', async () => {
    const { off } = await readSettings();
    const bodies: { settings: Record<string, string> }[] = [];
    let calls = 0;
    server.use(
      http.put('*/api/user/settings', async ({ request }) => {
        bodies.push((await request.clone().json()) as { settings: Record<string, string> });
        if (++calls === 1) return new HttpResponse(null, { status: 500 });
        return undefined; // the mock's own handler answers
      }),
    );
    const first = saveUserSettings({ PriceDisplayMode: 'Kilo' });
    const second = saveUserSettings({ BasketItemsDisplayMode: 'List' });
    expect($userSettings.get().data?.Settings).toMatchObject({
      PriceDisplayMode: 'Kilo',
      BasketItemsDisplayMode: 'List',
    });
    expect((await first).saved).toBe(false);
    expect((await second).saved).toBe(true);
    expect(bodies.map((b) => [b.settings.PriceDisplayMode, b.settings.BasketItemsDisplayMode])).toEqual([
      ['Kilo', 'Category'],
      ['SalesUnit', 'List'],
    ]);
    expect($userSettings.get().data?.Settings).toMatchObject({
      PriceDisplayMode: 'SalesUnit',
      BasketItemsDisplayMode: 'List',
    });
    off();
  });

  it('sends nothing for an anonymous visitor', async () => {
    page(false);
    const seen = settingsRequests();
    const off = $userSettings.listen(() => {});
    await waitFor(() => expect($userSettings.get().status).toBe('ready'));
    expect((await saveUserSettings({ PriceDisplayMode: 'Kilo' })).saved).toBe(false);
    expect(seen).toEqual([]);
    off();
  });
});
