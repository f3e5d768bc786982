/**
 * SPEC 4 "Notifications": marking read lowers and marking unread raises the unread count; a notification
 * moves between the unread and read lists, kept sorted by position; promoted ones leave when read. Pure:
 * the store applies these at once (optimistic) and undoes them when the server refuses.
 */
import type { Notification, NotificationLists } from './models';

/** A copy sorted by Position; equal positions keep the order they came in (a list never reshuffles). */
export function byPosition(items: readonly Notification[]): Notification[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.Position - b.item.Position || a.index - b.index)
    .map(({ item }) => item);
}

/** `list` without notification `id`, and `item` put in at its position (after others of the same position). */
function placed(list: readonly Notification[], item: Notification): Notification[] {
  const others = list.filter((n) => n.Id !== item.Id);
  const at = others.findIndex((n) => n.Position > item.Position);
  return at === -1 ? [...others, item] : [...others.slice(0, at), item, ...others.slice(at)];
}

const without = (list: readonly Notification[], id: string) => list.filter((n) => n.Id !== id);

/** The unread count after a change of `delta`, never below 0 (a count the server sent short stays sane). */
export function countAfter(count: number, delta: number): number {
  return Math.max(0, count + delta);
}

/**
 * The lists once `notification` (as shown now) is marked read or unread: it moves to the other list at
 * its position, the count goes down (read) or up (unread) by one, and a promoted one leaves the promoted
 * list when read and comes back when unread. Marking it as what it already is changes nothing.
 */
export function markNotification(
  lists: NotificationLists,
  notification: Notification,
  read: boolean,
): NotificationLists {
  if (notification.IsRead === read) return lists;
  const moved: Notification = { ...notification, IsRead: read };
  const [from, to] = read ? (['unread', 'read'] as const) : (['read', 'unread'] as const);
  const source = lists[from];
  const target = lists[to];
  return {
    ...lists,
    [from]: source && without(source, moved.Id),
    [to]: target && placed(target, moved),
    promoted: read || !moved.IsPromoted ? without(lists.promoted, moved.Id) : placed(lists.promoted, moved),
    unreadCount: countAfter(lists.unreadCount, read ? -1 : 1),
  };
}

/** A change the user made on this page: the notification as it was shown, and what it was marked. */
export interface NotificationChange {
  notification: Notification;
  read: boolean;
  /** When it was sent, on the store's clock of asks and sends (0 for one not sent by the store). */
  sentAt: number;
  /** The server took it (absent while on its way). */
  saved?: true;
}

/** The notification as `lists` holds it, or undefined when no list of it does. */
export function findNotification(lists: NotificationLists, id: string): Notification | undefined {
  return [...(lists.unread ?? []), ...(lists.read ?? []), ...lists.promoted].find((n) => n.Id === id);
}

/**
 * The server's answer (asked for at `askedAt` on the store's clock) with this page's changes on top: the
 * optimistic step. A saved change sent before the answer was asked for is in it already (the server
 * answers in the order it is asked) and is skipped, so it counts once, never twice. The others are
 * applied to the notification as the answer has it, or, where the answer does not list it (the banner's
 * answer holds only promoted ones), as the user saw it.
 */
export function withChanges(
  lists: NotificationLists,
  changes: readonly NotificationChange[],
  askedAt: number,
): NotificationLists {
  return changes
    .filter((change) => !(change.saved && change.sentAt < askedAt))
    .reduce(
      (shown, change) =>
        markNotification(shown, findNotification(shown, change.notification.Id) ?? change.notification, change.read),
      lists,
    );
}

/**
 * The changes after the server refused `refused` (the rollback): it goes, and the others stay, an earlier
 * change of the same notification included, so it shows as that one (or the answer) left it.
 */
export const rolledBack = (changes: readonly NotificationChange[], refused: NotificationChange): NotificationChange[] =>
  changes.filter((c) => c !== refused);

/**
 * The changes with `change` added after the others. Every change is kept, also a later one of the same
 * notification (read, then unread): each is applied in turn, so an answer that does not list the
 * notification (the banner's, with promoted ones only) counts read-then-unread as no change, where keeping
 * only the last ("unread", made on a notification shown read) would count it up once too often.
 */
export const withChange = (
  changes: readonly NotificationChange[],
  change: NotificationChange,
): NotificationChange[] => [...changes, change];
