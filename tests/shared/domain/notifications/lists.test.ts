import { describe, expect, it } from 'vitest';
import {
  byPosition,
  countAfter,
  markNotification,
  rolledBack,
  withChange,
  withChanges,
  type NotificationChange,
} from '../../../../shared/domain/notifications/lists';
import type { Notification, NotificationLists } from '../../../../shared/domain/notifications/models';

const n = (Id: string, Position: number, IsRead = false, IsPromoted = false): Notification => ({
  Id,
  Position,
  Title: `Title ${Id}`,
  Text: '',
  Created: '2026-11-20T08:00:00',
  IsPromoted,
  IsRead,
});

const ids = (list: readonly Notification[] | null) => list?.map((x) => x.Id);

/** Unread 10 (promoted), 30, 50 (promoted); read 20, 40 (promoted); the server's count 3. */
function lists(): NotificationLists {
  return {
    unread: [n('A', 10, false, true), n('C', 30), n('E', 50, false, true)],
    read: [n('B', 20, true), n('D', 40, true, true)],
    promoted: [n('A', 10, false, true), n('E', 50, false, true)],
    unreadCount: 3,
  };
}

describe('notification order (SPEC 4: kept sorted by position)', () => {
  it('sorts by Position whatever order the server sent, equal positions keeping theirs', () => {
    expect(ids(byPosition([n('x', 30), n('y', 10), n('z', 20), n('w', 10)]))).toEqual(['y', 'w', 'z', 'x']);
  });

  it('marking read moves it into the read list at its position', () => {
    const after = markNotification(lists(), n('C', 30), true);
    expect(ids(after.unread)).toEqual(['A', 'E']);
    expect(ids(after.read)).toEqual(['B', 'C', 'D']);
    expect(after.read?.find((x) => x.Id === 'C')?.IsRead).toBe(true);
  });

  it('marking unread moves it into the unread list at its position (first, middle, last)', () => {
    const first = markNotification(lists(), { ...n('Z', 5, true) }, false);
    expect(ids(first.unread)).toEqual(['Z', 'A', 'C', 'E']);
    expect(ids(markNotification(lists(), n('B', 20, true), false).unread)).toEqual(['A', 'B', 'C', 'E']);
    expect(ids(markNotification(lists(), n('Y', 99, true), false).unread)).toEqual(['A', 'C', 'E', 'Y']);
  });
});

describe('the unread count (SPEC 4: read lowers it, unread raises it)', () => {
  it('goes down by one when one is read and up by one when one is unread', () => {
    expect(markNotification(lists(), n('C', 30), true).unreadCount).toBe(2);
    expect(markNotification(lists(), n('B', 20, true), false).unreadCount).toBe(4);
  });

  it('marking one as what it already is changes nothing, the count included', () => {
    const before = lists();
    expect(markNotification(before, n('C', 30), false)).toBe(before);
    expect(markNotification(before, n('B', 20, true), true)).toBe(before);
  });

  it('never goes below 0', () => {
    expect(countAfter(0, -1)).toBe(0);
    expect(countAfter(1, -1)).toBe(0);
    expect(countAfter(2, 1)).toBe(3);
  });
});

describe('promoted notifications (SPEC 4: they leave when read)', () => {
  it('a promoted one read leaves the promoted list; unread again, it is back at its position', () => {
    const read = markNotification(lists(), n('A', 10, false, true), true);
    expect(ids(read.promoted)).toEqual(['E']);
    expect(
      ids(
        markNotification(
          read,
          read.read!.find((x) => x.Id === 'A')!,
          false,
        ).promoted,
      ),
    ).toEqual(['A', 'E']);
    expect(ids(markNotification(lists(), n('D', 40, true, true), false).promoted)).toEqual(['A', 'D', 'E']);
  });

  it('with only the banner answer known (no read and unread lists) the promoted list and the count still follow', () => {
    const banner: NotificationLists = { read: null, unread: null, promoted: [n('A', 10, false, true)], unreadCount: 5 };
    const after = markNotification(banner, n('A', 10, false, true), true);
    expect(after).toEqual({ read: null, unread: null, promoted: [], unreadCount: 4 });
  });
});

describe('the optimistic step and its rollback', () => {
  const readC: NotificationChange = { notification: n('C', 30), read: true, sentAt: 5 };

  it('shows the answer with the changes on top, each on the notification as the answer has it', () => {
    const shown = withChanges(lists(), [readC, { notification: n('B', 20, true), read: false, sentAt: 6 }], 0);
    expect(ids(shown.unread)).toEqual(['A', 'B', 'E']);
    expect(ids(shown.read)).toEqual(['C', 'D']);
    expect(shown.unreadCount).toBe(3);
  });

  it('skips a saved change sent before the answer was asked for (it is in the answer: counted once, not twice)', () => {
    const bannerAnswer: NotificationLists = { read: null, unread: null, promoted: [], unreadCount: 2 };
    // C (not promoted) was read, sent at 5 and saved; the banner's answer asked at 7 already counts it.
    expect(withChanges(bannerAnswer, [{ ...readC, saved: true }], 7).unreadCount).toBe(2);
    // Asked at 3, before it was sent: the answer does not hold it.
    expect(withChanges({ ...bannerAnswer, unreadCount: 3 }, [{ ...readC, saved: true }], 3).unreadCount).toBe(2);
    // Still on its way: shown (optimistic), whenever the answer was asked for.
    expect(withChanges({ ...bannerAnswer, unreadCount: 3 }, [readC], 7).unreadCount).toBe(2);
  });

  it('read then unread of the same notification is no change, in the lists and in the banner’s count', () => {
    const unreadC: NotificationChange = { notification: { ...n('C', 30), IsRead: true }, read: false, sentAt: 6 };
    const changes = withChange([readC], unreadC);
    expect(changes).toEqual([readC, unreadC]);
    expect(withChanges(lists(), changes, 0)).toEqual(lists());
    // The banner's answer does not list C (not promoted): its count must still come back to where it was.
    const bannerAnswer: NotificationLists = { read: null, unread: null, promoted: [], unreadCount: 3 };
    expect(withChanges(bannerAnswer, changes, 0).unreadCount).toBe(3);
    // Asked for after the read was saved (the answer counts it): only the unread applies, back to 3.
    expect(
      withChanges({ ...bannerAnswer, unreadCount: 2 }, [{ ...readC, saved: true }, unreadC], 5.5).unreadCount,
    ).toBe(3);
  });

  it('rolling back a refused change shows the notification as before: list, position and count', () => {
    const changes = withChange([], readC);
    const optimistic = withChanges(lists(), changes, 0);
    expect(optimistic.unreadCount).toBe(2);
    const back = withChanges(lists(), rolledBack(changes, readC), 0);
    expect(back).toEqual(lists());
    expect(ids(back.unread)).toEqual(['A', 'C', 'E']);
  });

  it('rolling back keeps the earlier saved change of the same notification and the others', () => {
    const savedRead: NotificationChange = { ...readC, saved: true };
    const readA: NotificationChange = { notification: n('A', 10, false, true), read: true, sentAt: 6 };
    const refusedUnread: NotificationChange = { notification: { ...n('C', 30), IsRead: true }, read: false, sentAt: 7 };
    const changes = withChange(withChange([savedRead], readA), refusedUnread);
    const back = rolledBack(changes, refusedUnread);
    expect(back).toEqual([savedRead, readA]);
    const shown = withChanges(lists(), back, 0);
    expect(ids(shown.read)).toEqual(['A', 'B', 'C', 'D']);
    expect(shown.unreadCount).toBe(1);
  });
});
