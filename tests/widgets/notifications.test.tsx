import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import notifications from '../../widgets/notifications/index';
import promotedNotifications from '../../widgets/promoted-notifications/index';
import { FRIDAY, recordCalls, useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

const LOGGED_IN = { isAuthenticated: true, language: 'en', currentCustomerId: '512034' };

function mount(context: object = LOGGED_IN) {
  return mountWidget(notifications, {}, context);
}

const page = () => screen.getByRole('region', { name: 'Notifications' });
const list = (name: 'Unread' | 'Read') => within(page()).getByRole('region', { name: new RegExp(`^${name} \\(`) });
const titles = (name: 'Unread' | 'Read') =>
  within(list(name))
    .queryAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);
const count = () => within(page()).getAllByRole('status')[0]!.textContent;
const loaded = () => within(page()).findByRole('region', { name: 'Unread (7)' });

// Customer 512034 as seeded: 7 unread (N1099 "Testbesked: kan ikke ændres (QA)" the mock refuses), 6 read.
describe('notifications page', () => {
  it('shows the unread and read lists by position, each with its title, date and text, and the unread count', async () => {
    db.setNow(FRIDAY);
    mount();
    await loaded();
    expect(count()).toBe('You have 7 unread notifications.');
    expect(titles('Unread')).toEqual([
      'Ny leveringsplan i juleugerne',
      'Tilbagekaldelse: Hakket oksekød 8-12%',
      'Prisændringer pr. 1. i måneden',
      'Nyt i sortimentet: plantebaserede alternativer',
      'Påskesalget er åbent',
      'Testbesked: kan ikke ændres (QA)',
      'Ny faktura klar',
    ]);
    expect(titles('Read')).toEqual([
      'Husk bestillingsfristen kl. 14',
      'Vedligehold af webshoppen søndag',
      'Red maden: restpartier til halv pris',
      'Ændret åbningstid i kundeservice',
      'Din ordre er pakket',
      'Kursus: klimavenlig kantinemad',
    ]);
    const first = within(list('Unread')).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Written 19.11.2025').tagName).toBe('TIME');
    // The server's markup passes the sanitiser: the emphasis stays.
    expect(within(first).getByText('ændrede leveringsdage').tagName).toBe('STRONG');
    expect(within(first).getByRole('button', { name: 'Mark as read: Ny leveringsplan i juleugerne' })).toBeTruthy();
  });

  it('marking read moves it to the read list at once, the count goes down, focus follows it', async () => {
    mount();
    await loaded();
    const calls = recordCalls(server, (path) => path.startsWith('notifications'));
    const button = screen.getByRole('button', { name: 'Mark as read: Prisændringer pr. 1. i måneden' });
    button.focus();
    fireEvent.click(button);
    expect(count()).toBe('You have 6 unread notifications.');
    expect(titles('Unread')).not.toContain('Prisændringer pr. 1. i måneden');
    expect(titles('Read').slice(0, 2)).toEqual(['Prisændringer pr. 1. i måneden', 'Husk bestillingsfristen kl. 14']);
    const moved = screen.getByRole('button', { name: /^Mark as unread: Prisændringer/ });
    expect(document.activeElement).toBe(moved);
    await waitFor(() => expect(calls).toEqual(['DELETE notifications']));
    await waitFor(() => expect(moved.getAttribute('aria-disabled')).toBeNull());
    expect(db.data.notifications.notifications.find((n) => n.Id === 'N1003')?.ReadByCustomerIds).toContain('512034');
  });

  it('marking unread moves it to the unread list at its position and the count goes up', async () => {
    mount();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as unread: Husk bestillingsfristen kl. 14' }));
    expect(count()).toBe('You have 8 unread notifications.');
    expect(titles('Unread')[4]).toBe('Husk bestillingsfristen kl. 14');
    expect(within(page()).getByRole('region', { name: 'Read (5)' })).toBeTruthy();
    await waitFor(() =>
      expect(db.data.notifications.notifications.find((n) => n.Id === 'N1005')?.ReadByCustomerIds).not.toContain(
        '512034',
      ),
    );
  });

  it('rolls a refused change back, says which failed with a retry, and keeps focus on the notification', async () => {
    mount();
    await loaded();
    const button = screen.getByRole('button', { name: 'Mark as read: Testbesked: kan ikke ændres (QA)' });
    button.focus();
    fireEvent.click(button);
    expect(count()).toBe('You have 6 unread notifications.');
    const alert = await within(page()).findByRole('alert');
    expect(alert.textContent).toContain(
      '“Testbesked: kan ikke ændres (QA)” could not be marked as read, so it is shown as unread again.',
    );
    expect(count()).toBe('You have 7 unread notifications.');
    expect(titles('Unread')).toContain('Testbesked: kan ikke ændres (QA)');
    expect(titles('Read')).not.toContain('Testbesked: kan ikke ændres (QA)');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Mark as read: Testbesked: kan ikke ændres (QA)' }),
    );

    server.use(http.delete('*/api/notifications', () => HttpResponse.json({ Model: null }), { once: true }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(count()).toBe('You have 6 unread notifications.');
    await waitFor(() => expect(within(page()).queryByRole('alert')).toBeNull());
    expect(titles('Read')).toContain('Testbesked: kan ikke ændres (QA)');
  });

  it('says when the notifications cannot be loaded, with a retry that loads them', async () => {
    server.use(http.get('*/api/notifications', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    mount();
    expect((await within(page()).findByRole('alert')).textContent).toContain('Your notifications could not be loaded.');
    fireEvent.click(within(page()).getByRole('button', { name: 'Try again' }));
    expect(await loaded()).toBeTruthy();
  });

  it('says when there are none, and when a list is empty', async () => {
    server.use(
      http.get('*/api/notifications', () =>
        HttpResponse.json({ Model: { Read: [], Unread: [], Promoted: [], UnreadNotifications: 0 } }),
      ),
    );
    mount();
    expect(await within(page()).findByText('You have no notifications.')).toBeTruthy();
    expect(count()).toBe('You have no unread notifications.');
  });

  it('reading the last unread one leaves the unread list saying so', async () => {
    server.use(
      http.get('*/api/notifications', () =>
        HttpResponse.json({
          Model: {
            Read: [],
            Unread: [{ Id: 'X1', Position: 1, Title: 'Only one', Text: 'x' }],
            Promoted: [],
            UnreadNotifications: 1,
          },
        }),
      ),
      http.delete('*/api/notifications', () => HttpResponse.json({ Model: null })),
    );
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read: Only one' }));
    expect(within(list('Unread')).getByText('No unread notifications.')).toBeTruthy();
    expect(count()).toBe('You have no unread notifications.');
    expect(titles('Read')).toEqual(['Only one']);
  });

  it('offers a login to an anonymous visitor and asks nothing', async () => {
    const calls = recordCalls(server, (path) => path.startsWith('notifications'));
    mount({ isAuthenticated: false, language: 'en', loginUrl: '/login' });
    expect(within(page()).getByText(/Log in to see your notifications/)).toBeTruthy();
    expect(within(page()).getByRole('link', { name: 'Log in' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
  });

  it('speaks Danish', async () => {
    mount({ ...LOGGED_IN, language: 'da' });
    expect(await screen.findByRole('region', { name: 'Ulæste (7)' })).toBeTruthy();
    expect(screen.getByText('Du har 7 ulæste notifikationer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Markér som læst: Ny leveringsplan i juleugerne' })).toBeTruthy();
  });

  it('keeps in step with the banner: read there, it moves to the read list here at once, and the reverse', async () => {
    mount();
    mountWidget(promotedNotifications, {}, LOGGED_IN);
    await loaded();
    const banner = await screen.findByRole('region', { name: 'News for you' });
    fireEvent.click(
      within(banner).getByRole('button', { name: 'Mark as read: Tilbagekaldelse: Hakket oksekød 8-12%' }),
    );
    expect(titles('Read')[0]).toBe('Tilbagekaldelse: Hakket oksekød 8-12%');
    expect(count()).toBe('You have 6 unread notifications.');

    fireEvent.click(screen.getByRole('button', { name: 'Mark as unread: Red maden: restpartier til halv pris' }));
    expect(
      within(banner)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Mark as read: Ny leveringsplan i juleugerne',
      'Mark as read: Nyt i sortimentet: plantebaserede alternativer',
      'Mark as read: Red maden: restpartier til halv pris',
    ]);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
  });
});
