/**
 * The customer's notifications as one store for every island on the page: the notifications page (read
 * and unread lists), the promoted-notifications banner, and, in a later issue, the my-account menu's badge
 * (it reads `$unreadNotificationCount`). One store so a notification read in the banner moves to the read
 * list at once, and the reverse, and every shown count follows.
 *
 * Each view loads on its first read and asks only for a logged-in user (nothing for anonymous visitors):
 * `$notificationLists` GET notifications, `$promotedNotifications` GET notifications/promoted. A change
 * (DELETE notifications?id= marks read, PUT marks unread) is shown at once on top of both answers
 * (`withChanges`, shared/domain/notifications/lists.ts) and undone when the server refuses it, with
 * `$notificationFailure` saying which and offering the retry. While one is on its way its buttons wait
 * (`$notificationsSaving`), so two changes of one notification never race.
 */
import { atom, computed } from 'nanostores';
import { notificationsApi } from '../api/notifications-api';
import { rolledBack, withChange, withChanges, type NotificationChange } from '../domain/notifications/lists';
import type { Notification, NotificationLists } from '../domain/notifications/models';
import { createFetcher, type Fetched } from '../lib/fetcher';
import { $pageContext } from '../context/page-context';

/** Where a change was made: each island says only its own failures. */
export type NotificationOrigin = 'page' | 'banner';

/** A refused change: the notification is shown as before; `retry` sends it again. */
export interface NotificationFailure {
  change: NotificationChange;
  origin: NotificationOrigin;
}

/** The store's clock of asks and sends: an answer asked for after a saved change was sent holds it (withChanges). */
let clock = 0;
const tick = () => ++clock;

/** The changes made on this page, for the customer they were made for (another customer's do not apply). */
export const $notificationChanges = atom<{ customer: string; list: NotificationChange[] }>({ customer: '', list: [] });

/** Ids of the notifications whose change is on its way. */
export const $notificationsSaving = atom<Readonly<Record<string, true>>>({});

/** The last refused change, until the next change or its retry. */
export const $notificationFailure = atom<NotificationFailure | null>(null);

interface Answer {
  lists: NotificationLists;
  askedAt: number;
}

type Key = { customer: string };

/** A logged-in user's key: the customer they act for (the read state is per customer). Anonymous: nothing is asked. */
function customerKey(): Key | undefined {
  const { isAuthenticated, currentCustomerId } = $pageContext.get();
  return isAuthenticated ? { customer: currentCustomerId } : undefined;
}

/** An answer with the time it was asked for on the store's clock. */
const asked = async (ask: Promise<NotificationLists>, askedAt = tick()): Promise<Answer> => ({
  lists: await ask,
  askedAt,
});

/** A new customer's answer is not shown while it loads; a retry keeps what was shown. */
const sameCustomer = (next: Key, previous: Key) => next.customer === previous.customer;

/** GET notifications as answered. */
export const $notificationListsAnswer = createFetcher<Key, Answer>({
  fetch: (_key, signal) => asked(notificationsApi.lists(signal)),
  keep: sameCustomer,
})([$pageContext], customerKey);

/** GET notifications/promoted as answered. */
export const $promotedNotificationsAnswer = createFetcher<Key, Answer>({
  fetch: (_key, signal) => asked(notificationsApi.promoted(signal)),
  keep: sameCustomer,
})([$pageContext], customerKey);

/** An answer with this customer's changes on top; `empty` by `isEmpty` of what is shown. */
function shown(
  fetched: Fetched<Answer>,
  changes: { customer: string; list: NotificationChange[] },
  customer: string,
  isEmpty: (lists: NotificationLists) => boolean,
): Fetched<NotificationLists> {
  if (fetched.status === 'error') return { status: 'error', error: fetched.error, data: fetched.data?.lists };
  if (fetched.status === 'loading' || fetched.data === undefined) return { status: 'loading' };
  const mine = changes.customer === customer ? changes.list : [];
  const data = withChanges(fetched.data.lists, mine, fetched.data.askedAt);
  return { status: isEmpty(data) ? 'empty' : 'ready', data };
}

/** The notifications page's view: read and unread lists, each by Position, and the count. Read it to load it. */
export const $notificationLists = computed(
  [$notificationListsAnswer, $notificationChanges, $pageContext],
  (fetched, changes, context) =>
    shown(fetched, changes, context.currentCustomerId, (l) => (l.read?.length ?? 0) + (l.unread?.length ?? 0) === 0),
);

/** The banner's view: the unread promoted notifications, by Position. Read it to load it. */
export const $promotedNotifications = computed(
  [$promotedNotificationsAnswer, $notificationChanges, $pageContext],
  (fetched, changes, context) => shown(fetched, changes, context.currentCustomerId, (l) => l.promoted.length === 0),
);

/**
 * SPEC 3 UnreadNotifications with this page's changes: for any island that shows the count alone (the
 * my-account menu's badge). It asks the small promoted call; undefined until known.
 */
export const $unreadNotificationCount = computed($promotedNotifications, (view) => view.data?.unreadCount);

/** Asks again after a failed load (the error state's retry). */
export const retryNotificationLists = (): void => $notificationListsAnswer.retry();
export const retryPromotedNotifications = (): void => $promotedNotificationsAnswer.retry();

/**
 * Marks `notification` (as shown now) read or unread: shown at once everywhere, then DELETE or PUT
 * notifications?id=. Refused: undone, and `$notificationFailure` says so. Resolves whether it was saved;
 * false at once when a change of it is already on its way.
 */
export async function setNotificationRead(
  notification: Notification,
  read: boolean,
  origin: NotificationOrigin,
): Promise<boolean> {
  const id = notification.Id;
  if ($notificationsSaving.get()[id]) return false;
  const customer = $pageContext.get().currentCustomerId;
  const before = $notificationChanges.get().customer === customer ? $notificationChanges.get().list : [];
  const change: NotificationChange = { notification, read, sentAt: tick() };
  $notificationChanges.set({ customer, list: withChange(before, change) });
  $notificationsSaving.set({ ...$notificationsSaving.get(), [id]: true });
  $notificationFailure.set(null);
  try {
    await (read ? notificationsApi.markRead(id) : notificationsApi.markUnread(id));
    const now = $notificationChanges.get();
    if (now.customer === customer) {
      $notificationChanges.set({ customer, list: now.list.map((c) => (c === change ? { ...c, saved: true } : c)) });
    }
    return true;
  } catch {
    const now = $notificationChanges.get();
    if (now.customer === customer) $notificationChanges.set({ customer, list: rolledBack(now.list, change) });
    $notificationFailure.set({ change, origin });
    return false;
  } finally {
    const { [id]: _done, ...others } = $notificationsSaving.get();
    $notificationsSaving.set(others);
  }
}

/** Sends the refused change again (the failure message's retry). */
export function retryNotificationChange(): Promise<boolean> {
  const failure = $notificationFailure.get();
  if (!failure) return Promise.resolve(false);
  return setNotificationRead(failure.change.notification, failure.change.read, failure.origin);
}

/** Forgets the failure message (its close button). */
export const dismissNotificationFailure = (): void => $notificationFailure.set(null);
