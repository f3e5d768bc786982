import { useStore } from '@nanostores/react';
import { useCallback, useRef, useState } from 'react';
import { customersApi } from '../../shared/api/customers-api';
import { isNotFoundError } from '../../shared/api/http/errors';
import { recallApi } from '../../shared/api/recall-api';
import { sameAddress } from '../../shared/domain/recall/address-list';
import type { RecallAddress } from '../../shared/domain/recall/models';
import { createFetcher } from '../../shared/lib/fetcher';
import { $pageContext } from '../../shared/context/page-context';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

interface Loaded {
  /** The customer the addresses belong to: every change names it (SPEC 7 CustomerId). */
  customerId: string;
  list: RecallAddress[];
}

/**
 * SPEC 7 GET product-recall-email-address/{customerId}, for the page context's current customer; a page
 * without one asks the server who the customer is first (customers/current).
 */
const addressesFetcher = createFetcher({
  fetch: async (customerId: string, signal): Promise<Loaded> => {
    const id = customerId || (await customersApi.current()).Id;
    return { customerId: id, list: await recallApi.list(id, signal) };
  },
  empty: (loaded) => loaded.list.length === 0,
});

export interface RecallAddresses {
  status: 'loading' | 'ready' | 'empty' | 'error';
  /** The list as it stands, changes included; undefined until it is loaded. */
  list: RecallAddress[] | undefined;
  retry(): void;
  /** POST one address; the list follows once the server said yes. Rejects as the call does. */
  add(email: string): Promise<void>;
  /** DELETE one address; the list follows once the server said yes. */
  remove(email: string): Promise<void>;
  /** POST .../resend for one address. */
  resend(email: string): Promise<void>;
}

const waiting = (email: string, customerId: string): RecallAddress => ({
  EmailAddress: email,
  CustomerId: customerId,
  IsPermanent: false,
  IsConfirmed: false,
  Message: '',
});

/**
 * The addresses and their changes. A change waits for the server (an address shown is one the server has),
 * then the list follows from the answer when it is the list (the mock's), else by applying the change to
 * the list shown (SPEC 7 names no answer).
 */
export function useRecallAddresses(): RecallAddresses {
  const { currentCustomerId } = useStore($pageContext);
  const fetched = useFetcher(addressesFetcher, currentCustomerId, (id) => id);
  const [changed, setChanged] = useState<RecallAddress[] | null>(null);
  const loaded = fetched.status === 'ready' || fetched.status === 'empty' ? fetched.data : undefined;
  const list = changed ?? loaded?.list;
  const customerId = loaded?.customerId ?? currentCustomerId;
  // Several adds in a row (one field, several addresses) each build on the one before.
  const current = useRef(list);
  current.current = list;

  const apply = useCallback((next: RecallAddress[]) => {
    current.current = next;
    setChanged(next);
  }, []);
  const add = useCallback(
    async (email: string) => {
      const answer = await recallApi.add(email, customerId);
      const before = current.current ?? [];
      apply(
        answer ??
          (before.some((a) => sameAddress(a.EmailAddress, email)) ? before : [...before, waiting(email, customerId)]),
      );
    },
    [apply, customerId],
  );
  const remove = useCallback(
    async (email: string) => {
      // A 404 is an address already gone (deleted in another tab): what the user wanted.
      const answer = await recallApi.remove(email, customerId).catch((error: unknown) => {
        if (isNotFoundError(error)) return null;
        throw error;
      });
      apply(answer ?? (current.current ?? []).filter((a) => !sameAddress(a.EmailAddress, email)));
    },
    [apply, customerId],
  );
  const resend = useCallback((email: string) => recallApi.resend(email, customerId), [customerId]);

  const status = list === undefined ? fetched.status : list.length === 0 ? 'empty' : 'ready';
  return { status, list, retry: fetched.retry, add, remove, resend };
}
