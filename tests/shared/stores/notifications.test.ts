import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/domain/notifications/models';
import {
  $notificationFailure,
  $notificationLists,
  $notificationsSaving,
  $promotedNotifications,
  $promotedNotificationsAnswer,
  $unreadNotificationCount,
  retryNotificationChange,
  setNotificationRead,
} from '../../../shared/stores/notifications';
import { reloadPageContext } from '../../../shared/context/page-context';
import { recordCalls, useMockApi } from '../../fixtures/mock-api';

const { db, server } = useMockApi();
afterEach(() => server.events.removeAllListeners());

function page(isAuthenticated: boolean) {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated, language: 'en', currentCustomerId: '512034' })}</script>`;
  reloadPageContext();
}

const notificationCalls = () => recordCalls(server, (path) => path.startsWith('notifications'));
const ids = (list: readonly Notification[] | null | undefined) => list?.map((n) => n.Id);
const lists = () => $notificationLists.get().data!;
const promoted = () => $promotedNotifications.get().data!;
const find = (id: string) => [...lists().unread!, ...lists().read!].find((n) => n.Id === id)!;
const stored = (id: string) => db.data.notifications.notifications.find((n) => n.Id === id)!;

/** Both views read, as on the notifications page with the banner; resolves once both answered. */
async function bothLoaded() {
  const offs = [$notificationLists.listen(() => {}), $promotedNotifications.listen(() => {})];
  await waitFor(() => {
    expect($notificationLists.get().status).toBe('ready');
    expect($promotedNotifications.get().status).toBe('ready');
  });
  return () => offs.forEach((off) => off());
}

// Customer 512034 as seeded: unread N1001-N1004, N1006, N1099 (position 65) and N1007 (7), promoted unread N1001, N1002, N1004.
describe('the notifications store', () => {
  it('asks nothing for an anonymous visitor', async () => {
    page(false);
    const calls = notificationCalls();
    const off = $notificationLists.listen(() => {});
    const offCount = $unreadNotificationCount.listen(() => {});
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
    expect($notificationLists.get().status).toBe('loading');
    off();
    offCount();
  });

  it('loads the lists sorted by position with the unread count, and the banner its promoted ones', async () => {
    page(true);
    await bothLoaded();
    expect(ids(lists().unread)).toEqual(['N1001', 'N1002', 'N1003', 'N1004', 'N1006', 'N1099', 'N1007']);
    expect(ids(lists().read)).toEqual(['N1005', 'N1008', 'N1009', 'N1010', 'N1011', 'N1012']);
    expect(lists().unreadCount).toBe(7);
    expect(ids(promoted().promoted)).toEqual(['N1001', 'N1002', 'N1004']);
    expect($unreadNotificationCount.get()).toBe(7);
  });

  it('marks read at once in both views (count down by one), then DELETE notifications?id=', async () => {
    page(true);
    await bothLoaded();
    const calls = notificationCalls();
    const saved = setNotificationRead(find('N1002'), true, 'banner');
    // Before the server answered:
    expect(ids(lists().unread)).toEqual(['N1001', 'N1003', 'N1004', 'N1006', 'N1099', 'N1007']);
    expect(ids(lists().read)).toEqual(['N1002', 'N1005', 'N1008', 'N1009', 'N1010', 'N1011', 'N1012']);
    expect(ids(promoted().promoted)).toEqual(['N1001', 'N1004']);
    expect(lists().unreadCount).toBe(6);
    expect($unreadNotificationCount.get()).toBe(6);
    expect($notificationsSaving.get()).toEqual({ N1002: true });
    expect(await saved).toBe(true);
    expect(calls).toEqual(['DELETE notifications']);
    expect(stored('N1002').ReadByCustomerIds).toContain('512034');
    expect($notificationsSaving.get()).toEqual({});
  });

  it('marks unread at once (count up by one; a promoted one back in the banner), then PUT', async () => {
    page(true);
    await bothLoaded();
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') seen.push(`id=${new URL(request.url).searchParams.get('id')}`);
    });
    const saved = setNotificationRead(find('N1009'), false, 'page');
    expect(ids(lists().unread)).toEqual(['N1001', 'N1002', 'N1003', 'N1004', 'N1006', 'N1099', 'N1007', 'N1009']);
    expect(ids(promoted().promoted)).toEqual(['N1001', 'N1002', 'N1004', 'N1009']);
    expect($unreadNotificationCount.get()).toBe(8);
    expect(await saved).toBe(true);
    expect(seen).toEqual(['id=N1009']);
    expect(stored('N1009').ReadByCustomerIds).not.toContain('512034');
  });

  it('rolls back a refused change, says which, and its retry sends it again', async () => {
    page(true);
    await bothLoaded();
    const before = lists();
    // The mock refuses N1099 (REFUSED_NOTIFICATION_ID).
    const saved = setNotificationRead(find('N1099'), true, 'page');
    expect(lists().unreadCount).toBe(6);
    expect(await saved).toBe(false);
    expect(lists()).toEqual(before);
    expect($unreadNotificationCount.get()).toBe(7);
    expect($notificationFailure.get()).toMatchObject({
      origin: 'page',
      change: { read: true, notification: { Id: 'N1099' } },
    });

    server.use(http.delete('*/api/notifications', () => HttpResponse.json({ Model: null }), { once: true }));
    expect(await retryNotificationChange()).toBe(true);
    expect($notificationFailure.get()).toBeNull();
    expect(ids(lists().read)?.[0]).toBe('N1005');
    expect(ids(lists().read)).toContain('N1099');
    expect(lists().unreadCount).toBe(6);
  });

  it('a rolled-back unread shows the earlier saved read again', async () => {
    page(true);
    await bothLoaded();
    expect(await setNotificationRead(find('N1003'), true, 'page')).toBe(true);
    server.use(http.put('*/api/notifications', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    expect(await setNotificationRead(find('N1003'), false, 'page')).toBe(false);
    expect(find('N1003').IsRead).toBe(true);
    expect(lists().unreadCount).toBe(6);
  });

  it('ignores a second change of a notification while the first is on its way', async () => {
    page(true);
    await bothLoaded();
    const calls = notificationCalls();
    const shown = find('N1001');
    const first = setNotificationRead(shown, true, 'page');
    expect(await setNotificationRead(shown, true, 'banner')).toBe(false);
    await first;
    expect(calls).toEqual(['DELETE notifications']);
    expect(lists().unreadCount).toBe(6);
  });

  it('counts a saved change once when the answer is asked for again (it holds the change then)', async () => {
    page(true);
    await bothLoaded();
    expect(await setNotificationRead(find('N1003'), true, 'page')).toBe(true);
    expect($unreadNotificationCount.get()).toBe(6);
    $promotedNotificationsAnswer.retry();
    await waitFor(() => expect($promotedNotificationsAnswer.get().status).toBe('ready'));
    expect($unreadNotificationCount.get()).toBe(6);
  });
});
