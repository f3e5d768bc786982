import { textOrder } from '../../lib/compare';
import type { AccountUser } from './models';

/** A user's name as shown in the list: first and last name, else the e-mail address. */
export function userName(user: Pick<AccountUser, 'Information' | 'EmailAddress'>): string {
  const name = `${user.Information.FirstName} ${user.Information.LastName}`.trim();
  return name || user.EmailAddress;
}

/**
 * The users list after an added user or a changed one: the same Id is replaced in place, a new one joins
 * in name order (as the list is shown), so the list follows the server's answer without a reload.
 */
export function withUser(list: readonly AccountUser[], user: AccountUser): AccountUser[] {
  if (list.some((u) => u.Id === user.Id)) return list.map((u) => (u.Id === user.Id ? user : u));
  return sortUsers([...list, user]);
}

const byName = textOrder('da');

export function sortUsers(list: readonly AccountUser[]): AccountUser[] {
  return [...list].sort((a, b) => byName(userName(a), userName(b)));
}
