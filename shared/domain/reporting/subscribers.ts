import { MAX_ADDRESSES_PER_ADD, addressesAlreadyIn, distinctAddresses } from '../forms/address-batch';
import { parseEmailList } from '../forms/email-list';
import type { OrganicShareSubscriber } from './models';

/** E-mail addresses compare without regard to case: Mette@X.dk and mette@x.dk reach the same inbox. */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The add-subscriber field's problem (SPEC 5 "add subscriber requires a valid form"): the multiple e-mail
 * field's rules (every entry an address, each named when not), at least one address (adding nobody is not
 * a form to send), and no address that is a subscriber already, all of them named so the buyer can fix
 * the field at once. Nothing is sent while there is a problem.
 */
export type SubscriberProblem =
  | { kind: 'required' }
  | { kind: 'invalidEmails'; entries: string[] }
  /** More than one add takes (MAX_ADDRESSES_PER_ADD, address-batch.ts says why): named, nothing cut. */
  | { kind: 'tooMany'; count: number; max: number }
  | { kind: 'alreadySubscribed'; entries: string[] };

export function subscriberProblem(
  value: string,
  existing: readonly OrganicShareSubscriber[],
): SubscriberProblem | null {
  const { addresses, invalid } = parseEmailList(value);
  if (invalid.length > 0) return { kind: 'invalidEmails', entries: invalid };
  if (addresses.length === 0) return { kind: 'required' };
  const distinct = distinctAddresses(addresses);
  if (distinct.length > MAX_ADDRESSES_PER_ADD)
    return { kind: 'tooMany', count: distinct.length, max: MAX_ADDRESSES_PER_ADD };
  // Linear in the field and the list (Sets): a long paste stays quick to type in.
  const taken = addressesAlreadyIn(
    distinct,
    existing.map((s) => s.EmailAddress),
  );
  if (taken.length > 0) return { kind: 'alreadySubscribed', entries: taken };
  return null;
}

/** The valid addresses of the field, each once (the first spelling typed), in the order typed. */
export function newAddresses(value: string): string[] {
  return distinctAddresses(parseEmailList(value).addresses);
}

/** The list after an address was added: at the end, never twice. */
export const withSubscriber = (list: readonly OrganicShareSubscriber[], email: string): OrganicShareSubscriber[] =>
  list.some((s) => same(s.EmailAddress, email)) ? [...list] : [...list, { EmailAddress: email }];

/** The list after an address was removed. */
export const withoutSubscriber = (list: readonly OrganicShareSubscriber[], email: string): OrganicShareSubscriber[] =>
  list.filter((s) => !same(s.EmailAddress, email));

/** What the field keeps after some addresses were added: the rest, as the buyer typed them, comma-separated. */
export const remainingAddresses = (addresses: readonly string[]): string => addresses.join(', ');
