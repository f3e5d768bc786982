/**
 * The most addresses one "Add" takes, in the recall and subscriber fields (SPEC 5 names no figure: "Other
 * limits: not shown"). The server takes one address per call, so they go one after another: 50 is under
 * half a minute on a slow line and more than a canteen's kitchen, office and management together. A
 * longer paste is more likely a whole address book than people meant to get recalls or the report; it
 * is named with its count, never cut short.
 */
export const MAX_ADDRESSES_PER_ADD = 50;

/** E-mail addresses compare without regard to case: Mette@X.dk and mette@x.dk reach the same inbox. */
const key = (address: string): string => address.toLowerCase();

/** Each address once (the first spelling typed), in the order typed; linear, through a Set. */
export function distinctAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const address of addresses) {
    if (seen.has(key(address))) continue;
    seen.add(key(address));
    distinct.push(address);
  }
  return distinct;
}

/** The addresses that `existing` holds already (case ignored), in the order typed; linear, through a Set. */
export function addressesAlreadyIn(addresses: readonly string[], existing: Iterable<string>): string[] {
  const known = new Set<string>();
  for (const e of existing) known.add(key(e));
  return addresses.filter((a) => known.has(key(a)));
}
