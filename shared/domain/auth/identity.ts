/**
 * Whose a change is (issue #32): the user, the customer the user orders for, and the staff or supplier
 * user acting for that customer (impersonation), as the page context names them. One browser tab serves
 * several identities in turn (a colleague logs in on the canteen PC, a sales person acts for customer
 * after customer): a basket change made under one is never sent under another.
 */
export interface IdentityFields {
  isAuthenticated: boolean;
  currentUserId: string;
  currentCustomerId: string;
  /** The staff or supplier user acting for the customer; '' when the user acts for themselves. */
  impersonatorUserId: string;
}

/**
 * The page's identity as one string (a storage key), or null for an anonymous page. The ids are written as
 * JSON, so no id, whatever characters it holds, can make two identities read the same.
 */
export const identityKey = (context: IdentityFields): string | null =>
  context.isAuthenticated
    ? JSON.stringify([context.currentUserId, context.currentCustomerId, context.impersonatorUserId])
    : null;
