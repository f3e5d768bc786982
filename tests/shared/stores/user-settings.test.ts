import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { reloadPageContext } from '../../../shared/stores/page-context';
import { $userSettings } from '../../../shared/stores/user-settings';
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
});
