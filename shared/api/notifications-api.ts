/**
 * SPEC 7 "Notifications": GET notifications (the read, unread and promoted lists with the unread count),
 * GET notifications/promoted, DELETE notifications?id= (mark read) and PUT notifications?id= (mark unread).
 * The id goes as a query parameter (the client encodes it), never into the path.
 */
import { byPosition } from '../domain/notifications/lists';
import { AllNotifications, PromotedNotifications, type NotificationLists } from '../domain/notifications/models';
import { apiDelete, apiGet, apiPut } from './http/client';
import { readAs } from './http/shape';

/** Every list sorted by Position, whatever order the server sent (SPEC 4). */
const sorted = ({ read, unread, promoted, unreadCount }: NotificationLists): NotificationLists => ({
  read: read && byPosition(read),
  unread: unread && byPosition(unread),
  promoted: byPosition(promoted),
  unreadCount,
});

/** GET notifications: one answer is required; each list may be absent (none). Entries without an Id are dropped. */
const readLists = (model: unknown) => sorted(readAs(AllNotifications, model, 'notifications'));

/** GET notifications/promoted: one answer is required. */
const readPromoted = (model: unknown) => sorted(readAs(PromotedNotifications, model, 'promoted notifications'));

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
