import type { SingleSignOn } from './models';

/** SPEC 9: at most 10 single sign-ons of a punch-out user are shown. */
export const SSO_LIST_LENGTH = 10;

/** The single sign-ons shown and how many more the user has (said under the list). */
export function visibleSingleSignOns(all: readonly SingleSignOn[]): { shown: SingleSignOn[]; more: number } {
  return { shown: all.slice(0, SSO_LIST_LENGTH), more: Math.max(0, all.length - SSO_LIST_LENGTH) };
}
