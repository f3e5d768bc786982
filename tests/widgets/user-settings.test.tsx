import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { $userSettings } from '../../shared/stores/user-settings';
import userSettings from '../../widgets/user-settings/index';
import { useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

const CONTEXT = { language: 'en', isAuthenticated: true };
const mount = (context: object = CONTEXT) => mountWidget(userSettings, {}, context);
const group = (name: string) => screen.getByRole('group', { name });
const saved = () => db.data.people.settingsByUserId[db.session.userId]!.Settings;

function settingsCalls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/user/settings') seen.push(request.method);
  });
  return seen;
}

describe('user settings widget (SPEC 3 User settings, SPEC 7 user/settings)', () => {
  it("shows the price display modes labelled by the server's PriceDisplayModeFormatters Text, the user's checked", async () => {
    mount();
    const price = await screen.findByRole('group', { name: 'Show prices' });
    const radios = within(price).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent?.trim())).toEqual(
      db.data.people.priceDisplayModeFormatters.map((f) => f.Text),
    );
    expect(within(price).getByRole('radio', { checked: true })).toHaveProperty('value', 'SalesUnit');
    expect(within(group('Show basket lines')).getByRole('radio', { name: 'Grouped by category' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(group('Default sort of search results')).getByRole('radio', { name: 'Relevance' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('saves a price mode chosen with the arrow keys at once, shown in the one store before the answer, then "Saved"', async () => {
    const calls = settingsCalls();
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.put('*/api/user/settings', async () => {
        await held;
        return undefined; // then the mock saves and answers
      }),
    );
    mount();
    const price = await screen.findByRole('group', { name: 'Show prices' });
    const user = userEvent.setup();
    await user.click(within(price).getByRole('radio', { checked: true }));
    await user.keyboard('{ArrowDown}');
    expect(within(price).getByRole('radio', { checked: true })).toHaveProperty('value', 'BaseUnit');
    expect($userSettings.get().data?.Settings.PriceDisplayMode).toBe('BaseUnit'); // every island follows at once
    await waitFor(() => expect(within(price).getByRole('status').textContent).toBe('Saving…'));
    expect(saved().PriceDisplayMode).toBe('SalesUnit');
    answer();
    await waitFor(() => expect(within(price).getByRole('status').textContent).toBe('Saved'));
    expect(saved().PriceDisplayMode).toBe('BaseUnit');
    expect(calls).toEqual(['GET', 'PUT']);
  });

  it('saves the basket lines mode and the default sort the same way', async () => {
    mount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'As one list' }));
    await user.click(screen.getByRole('radio', { name: 'Price, low to high' }));
    await waitFor(() => expect(saved()).toMatchObject({ BasketItemsDisplayMode: 'List', DefaultSort: 'PriceAsc' }));
    expect(within(group('Show basket lines')).getByRole('status').textContent).toBe('Saved');
    expect(within(group('Default sort of search results')).getByRole('status').textContent).toBe('Saved');
  });

  it('undoes a change the server did not save, says so, and "Try again" saves it', async () => {
    let failures = 1;
    server.use(
      http.put('*/api/user/settings', () => (failures-- > 0 ? new HttpResponse(null, { status: 503 }) : undefined)),
    );
    mount();
    const user = userEvent.setup();
    const price = await screen.findByRole('group', { name: 'Show prices' });
    const kiloText = db.data.people.priceDisplayModeFormatters.find((f) => f.Name === 'Kilo')!.Text;
    const kilo = within(price).getByRole('radio', { name: kiloText });
    await user.click(kilo);
    const alert = await within(price).findByRole('alert');
    expect(alert.textContent).toContain(`“${kiloText}” was not saved. Check your connection and try again.`);
    expect(within(price).getByRole('radio', { checked: true })).toHaveProperty('value', 'SalesUnit'); // rolled back
    expect(saved().PriceDisplayMode).toBe('SalesUnit');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(price).getByRole('status').textContent).toBe('Saved'));
    expect(within(price).queryByRole('alert')).toBeNull();
    expect(kilo).toHaveProperty('checked', true);
    expect(saved().PriceDisplayMode).toBe('Kilo');
  });

  it('says when the settings cannot be loaded, with a retry', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/user/settings', () => (failures-- > 0 ? new HttpResponse(null, { status: 500 }) : undefined)),
    );
    mount();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your settings could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Show prices' })).toBeTruthy();
  });

  it('is in Danish on a Danish page', async () => {
    mount({ ...CONTEXT, language: 'da' });
    expect(await screen.findByRole('group', { name: 'Vis priser' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Som én liste' })).toBeTruthy();
  });

  it('shows nothing and asks nothing for an anonymous visitor', async () => {
    const calls = settingsCalls();
    const { el } = mount({ language: 'en', isAuthenticated: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(el.textContent).toBe('');
    expect(calls).toEqual([]);
  });
});
