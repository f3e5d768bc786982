import { useCallback, useState } from 'react';
import { accountApi } from '../../shared/api/account-api';
import type { AccountUser, CompanyChoice, Customer, Salesperson } from '../../shared/domain/account/models';
import { sortUsers, withUser } from '../../shared/domain/account/users';
import { createFetcher, type Fetched } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

/** SPEC 7 GET customers/current: only its id is read here; the details come from GET customers/{id}. */
const currentIdFetcher = createFetcher({ fetch: (_key: 'current', signal) => accountApi.currentCustomerId(signal) });
const customerFetcher = createFetcher({ fetch: (id: string, signal) => accountApi.customer(id, signal) });
const salespersonsFetcher = createFetcher({
  fetch: (id: string, signal) => accountApi.salespersons(id, signal),
  empty: (list: Salesperson[]) => list.length === 0,
});
const usersFetcher = createFetcher({
  fetch: async (id: string, signal) => sortUsers(await accountApi.users(id, signal)),
  empty: (list: AccountUser[]) => list.length === 0,
});
const userFetcher = createFetcher({ fetch: (_key: 'user', signal) => accountApi.user(signal) });
const companiesFetcher = createFetcher({ fetch: (_key: 'companies', signal) => accountApi.companies(signal) });

/** One block's data: what the block shows, and the retry of whatever failed. */
export interface Part<T> {
  status: 'loading' | 'ready' | 'empty' | 'error';
  data: T | undefined;
  retry(): void;
}

const settled = <T>(f: Fetched<T>) => (f.status === 'ready' || f.status === 'empty' ? f.data : undefined);

/**
 * A block that needs the customer's id: loading while the id is, and the id's error (with its retry)
 * when that failed, so every block ends in data, empty or an error with a retry.
 */
function dependent<T>(
  id: Fetched<string> & { retry(): void },
  part: Fetched<T> & { retry(): void },
  own?: NoInfer<T>,
): Part<T> {
  if (id.status === 'error') return { status: 'error', data: undefined, retry: id.retry };
  if (own !== undefined) return { status: 'ready', data: own, retry: part.retry };
  return { status: part.status, data: settled(part), retry: part.retry };
}

export interface Account {
  customerId: string | undefined;
  customer: Part<Customer>;
  salespersons: Part<Salesperson[]>;
  user: Part<AccountUser>;
  users: Part<AccountUser[]>;
  companies: Part<CompanyChoice[]>;
  /** The saved own user (PUT user's answer), shown at once and in the users list. */
  userSaved(user: AccountUser): void;
  /** An added or assigned user, put into the list without a reload. */
  userChanged(user: AccountUser): void;
}

/**
 * The panel's data (SPEC 2, SPEC 7 Customer and user): the current customer's id, then its details, sales
 * persons and users; the user; the companies (GET customers). Changes the panel makes are kept here so
 * every block shows them without asking the server again.
 */
export function useAccount(showUsers: boolean): Account {
  const id = useFetcher(currentIdFetcher, null, () => 'current' as const);
  const customerId = id.status === 'ready' ? id.data : undefined;
  const customer = useFetcher(customerFetcher, customerId, (i) => i);
  const salespersons = useFetcher(salespersonsFetcher, customerId, (i) => i);
  const users = useFetcher(usersFetcher, showUsers ? customerId : undefined, (i) => i);
  const user = useFetcher(userFetcher, null, () => 'user' as const);
  const companies = useFetcher(companiesFetcher, showUsers, (show) => (show ? ('companies' as const) : undefined));
  const [ownUser, setOwnUser] = useState<AccountUser>();
  const [userList, setUserList] = useState<AccountUser[]>();
  const loadedUsers = settled(users);
  const list = userList ?? loadedUsers;

  const userChanged = useCallback(
    (changed: AccountUser) => setUserList((current) => withUser(current ?? loadedUsers ?? [], changed)),
    [loadedUsers],
  );
  const userSaved = useCallback(
    (saved: AccountUser) => {
      setOwnUser(saved);
      // The list shows the own user too; it is there only when the list is loaded already.
      setUserList((current) => {
        const base = current ?? loadedUsers;
        return base?.some((u) => u.Id === saved.Id)
          ? withUser(base, { ...saved, CustomerIds: base.find((u) => u.Id === saved.Id)?.CustomerIds ?? [] })
          : current;
      });
    },
    [loadedUsers],
  );

  const usersPart = dependent<AccountUser[]>(id, users, list);
  return {
    customerId,
    customer: dependent<Customer>(id, customer),
    salespersons: dependent<Salesperson[]>(id, salespersons),
    user: ownUser
      ? { status: 'ready', data: ownUser, retry: user.retry }
      : { status: user.status, data: settled(user), retry: user.retry },
    users: usersPart.data?.length === 0 ? { ...usersPart, status: 'empty' } : usersPart,
    companies: { status: companies.status, data: settled(companies), retry: companies.retry },
    userSaved,
    userChanged,
  };
}
