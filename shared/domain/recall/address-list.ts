import { isValidEmailAddress } from '../checkout/email-address';
import { MAX_ADDRESSES_PER_ADD, addressesAlreadyIn, distinctAddresses } from '../forms/address-batch';
import type { RecallAddress } from './models';

/**
 * The recall addresses typed into the multiple e-mail field (SPEC 5): entries separated by commas, and,
 * since a list pasted from a mail program or a spreadsheet comes with them, by semicolons, spaces and line
 * breaks too (an address holds none of them). Each entry is trimmed; empty entries (two separators in a
 * row, a trailing comma) are skipped, there is nothing to name; an empty field is allowed.
 */
export function splitAddressEntries(value: string): string[] {
  return value.split(/[\s,;]+/).filter((entry) => entry !== '');
}

/** E-mail addresses compare without regard to case: Mette@X.dk and mette@x.dk reach the same inbox. */
export const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export type RecallAddressProblem =
  /** Entries that are not an e-mail address (the standard pattern), each named, in the order typed. */
  | { kind: 'invalidEmails'; entries: string[] }
  /** Entries that are on the customer's list already, each named. */
  | { kind: 'alreadyRegistered'; entries: string[] }
  /** Nothing to add: only the add form asks for one (the field itself allows empty, SPEC 5). */
  | { kind: 'required' }
  /** More addresses than one add takes (MAX_ADDRESSES_PER_ADD): named with the count, nothing cut. */
  | { kind: 'tooMany'; count: number; max: number };

/**
 * The field's problem by SPEC 5: every entry an address, all the bad ones named, so nothing is sent until
 * the whole field is right. Empty is allowed (null).
 */
export function addressListProblem(value: string): RecallAddressProblem | null {
  const invalid = splitAddressEntries(value).filter((entry) => !isValidEmailAddress(entry));
  return invalid.length > 0 ? { kind: 'invalidEmails', entries: invalid } : null;
}

/**
 * The add form's problem: the field's (SPEC 5), then at least one address (adding nobody sends nothing), at
 * most MAX_ADDRESSES_PER_ADD, then none that the list holds already (the server would refuse it after the
 * ones before were added). Linear in the field and the list (Sets), so a long paste stays quick to type in.
 */
export function addAddressesProblem(value: string, existing: readonly RecallAddress[]): RecallAddressProblem | null {
  const own = addressListProblem(value);
  if (own) return own;
  const addresses = newAddresses(value);
  if (addresses.length === 0) return { kind: 'required' };
  if (addresses.length > MAX_ADDRESSES_PER_ADD)
    return { kind: 'tooMany', count: addresses.length, max: MAX_ADDRESSES_PER_ADD };
  const taken = addressesAlreadyIn(
    addresses,
    existing.map((r) => r.EmailAddress),
  );
  return taken.length > 0 ? { kind: 'alreadyRegistered', entries: taken } : null;
}

/** The addresses to send: the valid entries, each once (the first spelling typed), in the order typed. */
export function newAddresses(value: string): string[] {
  return distinctAddresses(splitAddressEntries(value).filter((entry) => isValidEmailAddress(entry)));
}

/** What the field keeps when adding stopped part way: the addresses not added, comma-separated. */
export const remainingAddresses = (addresses: readonly string[]): string => addresses.join(', ');
