import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import promotedNotifications from '../../widgets/promoted-notifications/index';
import { recordCalls, useMockApi } from '../fixtures/mock-api';
import { mountWidget } from './render-widget';

const { db, server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

const LOGGED_IN = { isAuthenticated: true, language: 'en', currentCustomerId: '512034' };
const mount = (context: object = LOGGED_IN) => mountWidget(promotedNotifications, {}, context);
const banner = () => screen.findByRole('region', { name: 'News for you' });
/** The notifications' buttons, by their names (the failure message's buttons are not among them). */
const buttons = async () =>
  within(await banner())
    .getAllByRole('button', { name: /^Mark as read: / })
    .map((b) => b.getAttribute('aria-label'));
const isRead = (id: string) =>
  db.data.notifications.notifications.find((n) => n.Id === id)?.ReadByCustomerIds.includes('512034');

/** Lets a request that would be made start, so a test can say none was. */
const settle = () => new Promise((r) => setTimeout(r, 50));

// Customer 512034 as seeded: promoted and unread N1001, N1002, N1004 (N1009 is promoted but read).
describe('promoted notifications banner', () => {
  it("shows the customer's unread promoted notifications by position, each with its text", async () => {
    mount();
    expect(await buttons()).toEqual([
      'Mark as read: Ny leveringsplan i juleugerne',
      'Mark as read: Tilbagekaldelse: Hakket oksekød 8-12%',
      'Mark as read: Nyt i sortimentet: plantebaserede alternativer',
    ]);
    expect(within(await banner()).getByText('ændrede leveringsdage').tagName).toBe('STRONG');
    expect(within(await banner()).getByRole('link', { name: 'Læs mere' })).toBeTruthy();
  });

  it('a notification read leaves at once (DELETE with its id), focus moves to the next one', async () => {
    mount();
    const root = await banner();
    const calls = recordCalls(server, (path) => path.startsWith('notifications'));
    const second = within(root).getByRole('button', { name: /Tilbagekaldelse/ });
    second.focus();
    fireEvent.click(second);
    expect(await buttons()).toEqual([
      'Mark as read: Ny leveringsplan i juleugerne',
      'Mark as read: Nyt i sortimentet: plantebaserede alternativer',
    ]);
    expect(document.activeElement).toBe(within(root).getByRole('button', { name: /Nyt i sortimentet/ }));
    await waitFor(() => expect(isRead('N1002')).toBe(true));
    expect(calls).toEqual(['DELETE notifications']);
  });

  it('once all are read it says so (focused, so the keyboard user keeps a place); on the next page it is gone', async () => {
    const first = mount();
    const root = await banner();
    for (const name of [/Ny leveringsplan/, /Tilbagekaldelse/, /Nyt i sortimentet/]) {
      const button = within(root).getByRole('button', { name });
      button.focus();
      fireEvent.click(button);
    }
    const allRead = within(root).getByText('All news read.');
    expect(document.activeElement).toBe(allRead);
    await waitFor(() => expect(['N1001', 'N1002', 'N1004'].map(isRead)).toEqual([true, true, true]));
    first.unmount();
    const next = mount();
    await settle();
    await waitFor(() => expect(next.el.textContent).toBe(''));
  });

  it('a refused read brings it back with a message and a retry', async () => {
    server.use(http.delete('*/api/notifications', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    mount();
    const root = await banner();
    fireEvent.click(within(root).getByRole('button', { name: /Ny leveringsplan/ }));
    expect((await within(root).findByRole('alert')).textContent).toContain(
      '“Ny leveringsplan i juleugerne” could not be marked as read, so it is shown again.',
    );
    expect((await buttons()).length).toBe(3);
    fireEvent.click(within(root).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(isRead('N1001')).toBe(true));
    expect(within(root).queryByRole('alert')).toBeNull();
    expect((await buttons()).length).toBe(2);
  });

  it('shows nothing and asks nothing for an anonymous visitor', async () => {
    const calls = recordCalls(server, (path) => path.startsWith('notifications'));
    const { el } = mount({ isAuthenticated: false, language: 'en' });
    await settle();
    expect(calls).toEqual([]);
    expect(el.textContent).toBe('');
  });

  it('takes no room when there are none', async () => {
    server.use(
      http.get('*/api/notifications/promoted', () =>
        HttpResponse.json({ Model: { Promoted: [], UnreadNotifications: 2 } }),
      ),
    );
    const calls = recordCalls(server, (path) => path.startsWith('notifications'));
    const { el } = mount();
    await waitFor(() => expect(calls).toEqual(['GET notifications/promoted']));
    await settle();
    expect(el.textContent).toBe('');
  });

  it('says when the news cannot be loaded, with a retry', async () => {
    server.use(http.get('*/api/notifications/promoted', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    mount();
    const root = await banner();
    expect((await within(root).findByRole('alert')).textContent).toContain('The news could not be loaded.');
    fireEvent.click(within(root).getByRole('button', { name: 'Try again' }));
    expect((await buttons()).length).toBe(3);
  });

  it('speaks Danish', async () => {
    mount({ ...LOGGED_IN, language: 'da' });
    const root = await screen.findByRole('region', { name: 'Nyheder til dig' });
    expect(within(root).getByRole('button', { name: 'Markér som læst: Ny leveringsplan i juleugerne' })).toBeTruthy();
  });
});
