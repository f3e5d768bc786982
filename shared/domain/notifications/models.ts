/**
 * SPEC 3 Notification as the islands read it (GET notifications, GET notifications/promoted), declared once
 * as schemas: the types are inferred, and notifications-api.ts reads both answers with them (issue #33).
 * Only the fields the product uses; the server may send more, and they are left out.
 */
import * as v from 'valibot';
import { figure, flag, id, list, opt, text } from '../../lib/schema';

/** One notification as the server sends it; one without an Id is dropped from its list. */
const NotificationEntry = v.object({
  Id: id,
  /** The order of every list (SPEC 4: the lists are kept sorted by position). */
  Position: figure,
  Title: text,
  /** The server's text, which may hold markup (shown through the HTML sanitiser). */
  Text: text,
  /** When it was written, ISO ('' when not sent). */
  Created: text,
  /** Shown in the banner too while unread (SPEC 4: promoted ones leave the list when read). */
  IsPromoted: flag,
});

/**
 * One list of notifications: IsRead is the list it came in (the server's own IsRead is not needed). Null or
 * absent is none. The reader sorts it by Position (lists.ts's byPosition: lists.ts reads these types, so a
 * schema here calling it would close an import cycle).
 */
const notificationsIn = (IsRead: boolean) =>
  list(
    v.pipe(
      NotificationEntry,
      v.transform((n) => ({ ...n, IsRead })),
    ),
  );

export type Notification = v.InferOutput<typeof NotificationEntry> & { IsRead: boolean };

/**
 * What the islands show. `read` and `unread` are null when only the promoted answer is known (the
 * banner on a page without the notifications page); `unreadCount` is SPEC 3's UnreadNotifications.
 */
export interface NotificationLists {
  read: Notification[] | null;
  unread: Notification[] | null;
  promoted: Notification[];
  unreadCount: number;
}

/** A count the server may leave out. */
const count = opt(v.pipe(v.number(), v.finite()));

/** GET notifications: one answer is required with all three lists; an absent count is the unread list's length. */
export const AllNotifications = v.pipe(
  v.object({
    Read: notificationsIn(true),
    Unread: notificationsIn(false),
    Promoted: notificationsIn(false),
    UnreadNotifications: count,
  }),
  v.transform((m): NotificationLists => ({
    read: m.Read,
    unread: m.Unread,
    promoted: m.Promoted,
    unreadCount: m.UnreadNotifications ?? m.Unread.length,
  })),
);

/** GET notifications/promoted: the promoted list and the count; the read and unread lists are not known. */
export const PromotedNotifications = v.pipe(
  v.object({ Promoted: notificationsIn(false), UnreadNotifications: count }),
  v.transform((m): NotificationLists => ({
    read: null,
    unread: null,
    promoted: m.Promoted,
    unreadCount: m.UnreadNotifications ?? m.Promoted.length,
  })),
);
