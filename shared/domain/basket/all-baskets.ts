/**
 * The all-baskets page's rules (docs/areas/all-baskets.md). Pure: the entry
 * shape is structural, so the API's types are not imported here.
 */

/** Longest basket name the server takes (docs/server-contract.md). Checked here so the field says so at once. */
export const BASKET_NAME_MAX_LENGTH = 40;

export type BasketNameProblem = 'empty' | 'tooLong' | 'taken';

/**
 * Why a basket name cannot be used, or null: empty (spaces only), longer than 40 characters, or the
 * name of another of the customer's baskets (case and surrounding spaces ignored). The server checks
 * again; this only saves a round trip.
 */
export function basketNameProblem(
  name: string,
  baskets: readonly { Id: string; Name: string }[],
  exceptId?: string,
): BasketNameProblem | null {
  const wanted = name.trim();
  if (!wanted) return 'empty';
  if (wanted.length > BASKET_NAME_MAX_LENGTH) return 'tooLong';
  const lower = wanted.toLowerCase();
  return baskets.some((b) => b.Id !== exceptId && b.Name.trim().toLowerCase() === lower) ? 'taken' : null;
}

/**
 * Which customer's baskets the page lists: the user may buy for several customers (GET
 * checkout/basket/by-customer answers per customer), but only the current customer's baskets can be
 * switched to, so the page shows the group holding the current basket; before the basket is known,
 * the group of the page context's customer, else the first.
 */
export function currentCustomerGroup<G extends { CustomerId: string; Baskets: readonly { Id: string }[] }>(
  groups: readonly G[],
  currentBasketId: string | undefined,
  currentCustomerId: string,
): G | undefined {
  return (
    groups.find((g) => currentBasketId !== undefined && g.Baskets.some((b) => b.Id === currentBasketId)) ??
    groups.find((g) => currentCustomerId !== '' && g.CustomerId === currentCustomerId) ??
    groups[0]
  );
}

/** The figures a basket entry shows, with the current basket's taken from the live basket (it changes as the buyer types). */
export function withLiveFigures<
  E extends {
    Id: string;
    Name: string;
    NumberOfLines: number;
    ExpectedDate: string;
    SubTotal: number;
    FormattedSubTotal: string;
  },
>(
  entry: E,
  live: {
    Id: string;
    Name?: string;
    NumberOfLines: number;
    Delivery: { ExpectedDate: string };
    SubTotalForDropSize: number;
    FormattedSubTotal?: string;
  } | null,
): E {
  if (!live || live.Id !== entry.Id) return entry;
  return {
    ...entry,
    Name: live.Name || entry.Name,
    NumberOfLines: live.NumberOfLines,
    ExpectedDate: live.Delivery.ExpectedDate,
    SubTotal: live.SubTotalForDropSize,
    FormattedSubTotal: live.FormattedSubTotal ?? '',
  };
}
