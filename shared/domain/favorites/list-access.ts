/**
 * What a user may do with a favourite list (SPEC 6: sharing gives read-only access; the issue: "read-only
 * lists allow ordering but no editing"). The screens show only what is allowed, so nothing is sent that
 * the server would refuse.
 */

export interface ListAccess {
  /** Put products, selected ones or the whole list, into the basket; search, sort and print it. */
  order: boolean;
  /** Copy it to a customer (a copy of its own; the list itself does not change). */
  copy: boolean;
  /** Rename, delete, share, add products, remove products, move products, the details-edit screen. */
  edit: boolean;
}

/** A list of the customer's own: everything. A list shared read-only, or a generated list: ordering, no editing. */
export function listAccess(list: { IsReadOnly: boolean }): ListAccess {
  return { order: true, copy: true, edit: !list.IsReadOnly };
}

/** The lists products can be added to (the add-to-list dialog): the customer's own, not those shared read-only. */
export const editableLists = <L extends { IsReadOnly: boolean }>(lists: readonly L[]): L[] =>
  lists.filter((l) => listAccess(l).edit);
