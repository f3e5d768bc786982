import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import myAccountMenu from '../../widgets/my-account-menu/index';
import { useMockApi } from '../fixtures/mock-api';
import { useFakeNavigator } from '../support/fake-navigator';
import { mountWidget } from './render-widget';

const { server } = useMockApi();
const navigator = useFakeNavigator();
afterEach(() => server.events.removeAllListeners());

const CONTEXT = { language: 'en', isAuthenticated: true, loginUrl: '/login' };
const PROPS = {
  items: [
    { text: 'Orders', url: '/orders' },
    { text: 'Documents', url: '/documents' },
  ],
  notificationsUrl: '/notifications',
  favoritesUrl: '/favorites',
  startUrl: '/start',
};
const mount = (context: object = CONTEXT) => mountWidget(myAccountMenu, PROPS, context);

function requests(path: string): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/api/${path}`) seen.push(request.method);
  });
  return seen;
}

const unread = (count: number) =>
  server.use(
    http.get('*/api/notifications/promoted', () =>
      HttpResponse.json({ Model: { Promoted: [], UnreadNotifications: count } }),
    ),
  );

describe('my-account menu (SPEC 2)', () => {
  it('shows the unread notifications count on its button, and lists the account pages, notifications, favourites and logout', async () => {
    unread(3);
    mount();
    const button = await screen.findByRole('button', { name: 'My account 3 unread notifications' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(button);
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Orders', '/orders'],
      ['Documents', '/documents'],
      ['Notifications (3 unread)', '/notifications'],
      [expect.stringMatching(/^Favourite lists/), '/favorites'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows no badge when nothing is unread', async () => {
    unread(0);
    mount();
    await userEvent.setup().click(screen.getByRole('button', { name: 'My account' }));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  it('asks for the favourite lists only when the menu opens, then says how many there are', async () => {
    const lists = requests('favorites');
    mount();
    await screen.findByRole('button', { name: /^My account/ });
    expect(lists).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: /^My account/ }));
    expect(await screen.findByRole('link', { name: /^Favourite lists \(\d+ lists?\)$/ })).toBeTruthy();
    expect(lists).toEqual(['GET']);
  });

  it('closes on Escape with focus back on its button, on a click outside, and when focus leaves it', async () => {
    const outside = document.createElement('button');
    outside.textContent = 'Outside';
    document.body.append(outside);
    mount();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /^My account/ });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(outside);
    expect(screen.queryByRole('navigation')).toBeNull();

    await user.click(button);
    outside.focus();
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
    outside.remove();
  });

  it('logs out from the menu (POST auth/logout) and goes to the start page', async () => {
    const calls = requests('auth/logout');
    mount();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^My account/ }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(navigator.assign).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['POST']);
  });

  it('offers anonymous visitors the login link and asks nothing', () => {
    const asked = requests('notifications/promoted');
    mount({ ...CONTEXT, isAuthenticated: false });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(asked).toEqual([]);
  });

  it('speaks Danish', async () => {
    mount({ ...CONTEXT, language: 'da' });
    expect(await screen.findByRole('button', { name: /^Min konto/ })).toBeTruthy();
  });
});
