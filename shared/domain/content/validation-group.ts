/**
 * A validation group an editor may name for a custom form: letters, digits, `.`, `_` and `-`, 1 to 100
 * of them. It travels in a header (docs/server-contract.md), so nothing that could end or bend one.
 */
export const isValidationGroupName = (name: string): boolean => /^[A-Za-z0-9._-]{1,100}$/.test(name);
