import { isValidEmailAddress } from '../checkout/email-address';

export interface EmailList {
  /** The addresses as they will be sent: trimmed, in the order typed. */
  addresses: string[];
  /** Entries that are not an e-mail address, trimmed, in the order typed: the message names them. */
  invalid: string[];
}

/**
 * SPEC 5, multiple e-mail field: a comma-separated list, each entry trimmed and matching the standard
 * e-mail pattern (the one the receipt form uses, shared/domain/checkout/email-address.ts); empty is allowed.
 * An empty entry (a trailing comma, two commas in a row) is a typing habit, not an address: it is skipped
 * rather than reported, since there is nothing to name in the message.
 */
export function parseEmailList(value: string): EmailList {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return {
    addresses: entries.filter((entry) => isValidEmailAddress(entry)),
    invalid: entries.filter((entry) => !isValidEmailAddress(entry)),
  };
}

/** The list as the server takes it: the valid addresses, comma-separated without spaces. */
export const formatEmailList = (addresses: readonly string[]): string => addresses.join(',');
