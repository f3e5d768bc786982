/**
 * SPEC 3 Notification as the islands read it (GET notifications, GET notifications/promoted). Only the
 * fields the product uses; the API module's readers guarantee their kinds.
 */

export interface Notification {
  Id: string;
  /** The order of every list (SPEC 4: the lists are kept sorted by position). */
  Position: number;
  Title: string;
  /** The server's text, which may hold markup (shown through the HTML sanitiser). */
  Text: string;
  /** When it was written, ISO ('' when not sent). */
  Created: string;
  /** Shown in the banner too while unread (SPEC 4: promoted ones leave the list when read). */
  IsPromoted: boolean;
  IsRead: boolean;
}

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
