import { useCallback, useRef, useState } from 'react';
import { isNotFoundError } from '../../shared/api/http/errors';
import { reportingApi } from '../../shared/api/reporting-api';
import type { OrganicShareSubscriber } from '../../shared/domain/reporting/models';
import { withoutSubscriber, withSubscriber } from '../../shared/domain/reporting/subscribers';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

/** SPEC 7 GET reporting/organicshare/subscribers: one request per screen; no subscribers is the empty state. */
const subscribersFetcher = createFetcher({
  fetch: (_key: 'subscribers', signal) => reportingApi.subscribers(signal),
  empty: (list) => list.length === 0,
});

export interface Subscribers {
  status: 'loading' | 'ready' | 'empty' | 'error';
  /** The list as it stands, changes included; undefined until it is loaded. */
  list: OrganicShareSubscriber[] | undefined;
  retry(): void;
  /** POST one address; the list follows once the server said yes. Rejects as the call does. */
  add(email: string): Promise<void>;
  /** DELETE one address; the list follows once the server said yes. */
  remove(email: string): Promise<void>;
}

/**
 * The subscribers and their changes. The list follows each change at once, from the server's answer when
 * it is the list (the mock's), else by applying the change to the list shown (SPEC 7 names no answer).
 * Changes wait for the server: a subscriber shown is one the server has.
 */
export function useSubscribers(): Subscribers {
  const fetched = useFetcher(subscribersFetcher, null, () => 'subscribers' as const);
  const [changed, setChanged] = useState<OrganicShareSubscriber[] | null>(null);
  const loaded = fetched.status === 'ready' || fetched.status === 'empty' ? fetched.data : undefined;
  const list = changed ?? loaded;
  // Several adds in a row (one field, several addresses) each build on the one before.
  const current = useRef(list);
  current.current = list;

  const apply = useCallback((next: OrganicShareSubscriber[]) => {
    current.current = next;
    setChanged(next);
  }, []);
  const add = useCallback(
    async (email: string) => {
      const answer = await reportingApi.addSubscriber(email);
      apply(answer ?? withSubscriber(current.current ?? [], email));
    },
    [apply],
  );
  const remove = useCallback(
    async (email: string) => {
      // A 404 is an address already gone (removed in another tab): what the buyer wanted.
      const answer = await reportingApi.removeSubscriber(email).catch((error: unknown) => {
        if (isNotFoundError(error)) return null;
        throw error;
      });
      apply(answer ?? withoutSubscriber(current.current ?? [], email));
    },
    [apply],
  );

  const status = list === undefined ? fetched.status : list.length === 0 ? 'empty' : 'ready';
  return { status, list, retry: fetched.retry, add, remove };
}
