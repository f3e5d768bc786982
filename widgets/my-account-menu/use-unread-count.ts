import { apiGet } from '../../shared/api/client';
import { isRecord } from '../../shared/api/shape';
import { num } from '../../shared/api/shape-guards';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

/** SPEC 7 GET notifications/promoted carries UnreadNotifications: the count. */
const unreadCount = createFetcher({
  fetch: (_key: 'unread', signal) =>
    apiGet('notifications/promoted', { signal, read: (m) => (isRecord(m) ? num(m.UnreadNotifications) : 0) }),
});

/** The number of unread notifications; 0 until known (a failed load shows no badge rather than an error). */
export function useUnreadCount(): number {
  const state = useFetcher(unreadCount, null, () => 'unread' as const);
  return state.status === 'ready' ? (state.data ?? 0) : 0;
}
