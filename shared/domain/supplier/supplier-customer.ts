/**
 * Supplier users (SPEC 6): a supplier's sales people act for the customers the supplier serves. The
 * customer they act for is kept in the cookie `_su_<supplierKey>` (the page context's supplier key);
 * "-1" stands for "none chosen". Pure rules; the widget supplier-customers applies them.
 */

/** SPEC 6: the value of the supplier cookie when no customer is chosen. */
export const NO_CUSTOMER = '-1';

/** The supplier-user cookie for the page context's supplier key: `_su_` plus the key (check it with isSupplierKey). */
export const supplierCookieName = (supplierKey: string): string => `_su_${supplierKey}`;

/**
 * Whether the page context's supplier key may name a cookie (issue #32): 1 to 64 letters, digits, `_` or `-`.
 * A key is a short code (`amager`); one with `=`, `;`, a space or a comma would write another cookie or
 * cookie attributes (`x; Domain=...`), and an empty one a `_su_` cookie every supplier shares.
 */
export const isSupplierKey = (supplierKey: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(supplierKey);

/**
 * The customer id kept in the supplier cookie, or NO_CUSTOMER when there is none: a missing or empty
 * cookie, "-1" itself, or anything that is not a plain id (a cookie is user-editable text).
 */
export function storedCustomerId(cookieValue: string | undefined): string {
  const value = cookieValue?.trim() ?? '';
  return /^[\w-]{1,64}$/.test(value) && value !== NO_CUSTOMER ? value : NO_CUSTOMER;
}

/** SPEC 6: the customers offered to switch to exclude the one acted for now. */
export const customersToOffer = <C extends { Id: string }>(customers: readonly C[], currentId: string): C[] =>
  customers.filter((c) => c.Id !== currentId);

/**
 * SPEC 4: ending supplier mode returns to the customer stored in the cookie, or else to the default
 * customer: the first of the server's list (the mock and the shop list the supplier's home customer
 * first). Null when that is the customer acted for already: nothing to end.
 */
export function endSupplierModeTarget(
  stored: string,
  customers: readonly { Id: string }[],
  currentId: string,
): string | null {
  const known = stored !== NO_CUSTOMER && customers.some((c) => c.Id === stored);
  const target = known ? stored : (customers[0]?.Id ?? null);
  return target === currentId ? null : target;
}

/** Narrows a long list as the supplier types: by id, name or city, case- and accent-insensitively. */
export function matchesCustomer(customer: { Id: string; Name?: string; City?: string }, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('da');
  const q = fold(query.trim());
  return q === '' || fold(`${customer.Id} ${customer.Name ?? ''} ${customer.City ?? ''}`).includes(q);
}
