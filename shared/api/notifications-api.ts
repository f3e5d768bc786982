/**
 * SPEC 7 "Notifications": GET notifications (the read, unread and promoted lists with the unread count),
 * GET notifications/promoted, DELETE notifications?id= (mark read) and PUT notifications?id= (mark unread).
 * The id goes as a query parameter (the client encodes it), never into the path.
 */
import { byPosition } from '../domain/notifications/lists';
import type { Notification, NotificationLists } from '../domain/notifications/models';
import { apiDelete, apiGet, apiPut } from './http/client';
import { asList } from './http/shape';
import { num, requireObject, str } from './http/shape-guards';

/** An id sent as text or number; '' when it is neither. */
const idText = (value: unknown): string => (typeof value === 'number' ? String(value) : str(value));

/**
 * One list of notifications, sorted by Position whatever order the server sent (SPEC 4). `read` is the
 * list it came in (the server's IsRead is not needed); entries without an Id are dropped.
 */
function readList(value: unknown, what: string, read: boolean): Notification[] {
  return byPosition(
    asList(value, what).flatMap((n) => {
      const id = idText(n.Id);
      if (!id) return [];
      return [
        {
          Id: id,
          Position: num(n.Position),
          Title: str(n.Title),
          Text: str(n.Text),
          Created: str(n.Created),
          IsPromoted: n.IsPromoted === true,
          IsRead: read,
        },
      ];
    }),
  );
}

/** GET notifications: all three lists; an absent count is the unread list's length. */
function readLists(model: unknown): NotificationLists {
  const m = requireObject(model, 'notifications');
  const unread = readList(m.Unread, 'notifications Unread', false);
  return {
    read: readList(m.Read, 'notifications Read', true),
    unread,
    promoted: readList(m.Promoted, 'notifications Promoted', false),
    unreadCount: num(m.UnreadNotifications, unread.length),
  };
}

/** GET notifications/promoted: the promoted list and the count; the read and unread lists are not known. */
function readPromoted(model: unknown): NotificationLists {
  const m = requireObject(model, 'promoted notifications');
  const promoted = readList(m.Promoted, 'notifications Promoted', false);
  return { read: null, unread: null, promoted, unreadCount: num(m.UnreadNotifications, promoted.length) };
}

export const notificationsApi = {
  lists: (signal?: AbortSignal) => apiGet('notifications', { signal, read: readLists }),
  promoted: (signal?: AbortSignal) => apiGet('notifications/promoted', { signal, read: readPromoted }),
  /** DELETE notifications?id=: marks it read. The answer is not needed: the page shows the change already. */
  markRead: async (id: string) => {
    await apiDelete('notifications', { searchParams: { id }, read: () => undefined });
  },
  /** PUT notifications?id=: marks it unread. */
  markUnread: async (id: string) => {
    await apiPut('notifications', undefined, { searchParams: { id }, read: () => undefined });
  },
};
