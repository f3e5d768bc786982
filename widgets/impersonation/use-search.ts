import { useEffect, useMemo, useState } from 'react';
import { impersonationApi } from '../../shared/api/impersonation-api';
import { readLocationId, rememberLocationId, type KeyValueStore } from '../../shared/domain/impersonation/location-id';
import type { ImpersonationCustomer, ImpersonationUser, SearchMode } from '../../shared/domain/impersonation/models';
import { createSearchScheduler } from '../../shared/domain/impersonation/search-scheduler';
import type { TermCheck } from '../../shared/domain/impersonation/search-rules';
import { createFetcher } from '../../shared/lib/fetcher';
import { TIMING } from '../../shared/lib/timing';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

export type SearchResults =
  | { mode: 'customer'; customers: ImpersonationCustomer[] }
  | { mode: 'user'; users: ImpersonationUser[] };

/** localStorage where the browser lets the page have it (a sandboxed frame throws on reading it). */
function storage(): KeyValueStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The search by mode (SPEC 7): customers through GET impersonation/findCustomers, users through GET
 * impersonation with the remembered location id, whose answer's LocationId is remembered (SPEC 4). The
 * fetcher drops the answer of an older key, so a slow answer for "ka" never replaces the one for "kan";
 * the results shown stay while the next term loads.
 */
const search = createFetcher<{ mode: SearchMode; term: string }, SearchResults>({
  fetch: async ({ mode, term }, signal) => {
    if (mode === 'customer') return { mode, customers: await impersonationApi.findCustomers(term, signal) };
    const answer = await impersonationApi.searchUsers(term, readLocationId(storage()), signal);
    rememberLocationId(storage(), answer.locationId);
    return { mode, users: answer.users };
  },
  empty: (r) => (r.mode === 'customer' ? r.customers.length === 0 : r.users.length === 0),
  keep: () => true,
});

/**
 * The panel's search: the typed text, its check (SPEC 5: 2 characters or "*"), the term searched 300 ms
 * after the last keystroke (or at once on Enter) and the answer for it in the chosen mode.
 */
export function useImpersonationSearch() {
  const [mode, setMode] = useState<SearchMode>('customer');
  const [text, setText] = useState('');
  const [check, setCheck] = useState<TermCheck>({ ok: false, reason: 'empty' });
  const [term, setTerm] = useState<string | undefined>(undefined);
  const [scheduler] = useState(() => createSearchScheduler(TIMING.impersonationSearchDebounce, setTerm));
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  const key = useMemo(() => (term === undefined ? undefined : { mode, term }), [mode, term]);
  const results = useFetcher(search, key, (k) => k);

  const apply = (next: TermCheck) => {
    setCheck(next);
    // A term too short to search shows no results: those shown were for another term.
    if (!next.ok) setTerm(undefined);
  };
  return {
    mode,
    setMode,
    text,
    check,
    /** The term the results are for; undefined before the first search and while the text is too short. */
    term,
    results,
    type(value: string) {
      setText(value);
      apply(scheduler.type(value));
    },
    searchNow() {
      apply(scheduler.now(text));
    },
  };
}
