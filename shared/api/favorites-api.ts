import type {
  FavoriteListChange,
  FavoriteListDetails,
  FavoriteListSummary,
  GeneratedList,
  GeneratedType,
  ListShare,
  ListSort,
  SharingOption,
} from '../domain/favorites/models';
import { apiDelete, apiGet, apiPost, apiPut } from './http/client';
import { pathSegment } from './http/path-segment';
import { readProductPage } from './read-page';
import { asList, wrong, type Json } from './http/shape';
import { asObject, num, requireObject, str } from './http/shape-guards';

/** An id the server may send as a number (list ids, customer ids) as text; '' when it is neither. */
const idText = (value: unknown): string => (typeof value === 'number' ? String(value) : str(value));

/** Ids sent as texts or numbers; anything else is dropped. Null or absent is none; a non-list throws. */
function asIds(value: unknown, what: string): string[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw wrong(what, 'a list');
  return value.map(idText).filter((id) => id !== '');
}

/**
 * A list, by the shape rule of shape.ts: one is required with its Id; its parts are always of their kind
 * (ProductIds texts, NumberOfProducts a number, IsReadOnly true only when the server says so).
 */
function readSummary(value: unknown, what: string): FavoriteListSummary {
  const l: Json = requireObject(value, what);
  const id = idText(l.Id);
  if (!id) throw new TypeError(`wrong shape: ${what} without Id`);
  const productIds = asIds(l.ProductIds, `${what} ProductIds`);
  return {
    ...l,
    Id: id,
    Name: str(l.Name),
    ProductIds: productIds,
    NumberOfProducts: num(l.NumberOfProducts, productIds.length),
    IsReadOnly: l.IsReadOnly === true,
    SharedWithCustomerIds: asIds(l.SharedWithCustomerIds, `${what} SharedWithCustomerIds`),
    OwnerCustomerName: str(l.OwnerCustomerName),
  };
}

/** The customer's lists: null is none; entries that are not lists with an Id are dropped. */
function readLists(model: unknown): FavoriteListSummary[] {
  return asList(model, 'favorite lists').flatMap((entry) => {
    try {
      return [readSummary(entry, 'favorite list')];
    } catch {
      return [];
    }
  });
}

/** A list with a page of its products: the list is required, its page may be empty. */
function readDetails(model: unknown): FavoriteListDetails {
  const list = readSummary(model, 'favorite list');
  return { ...list, Page: readProductPage(asObject(model, 'favorite list')?.Page, 'favorite list Page') };
}

/** A list after an add or a create, with the product ids the server refused (SPEC 7 InvalidProductIds). */
function readChange(model: unknown): FavoriteListChange {
  return {
    list: readSummary(model, 'favorite list'),
    invalidProductIds: asIds(requireObject(model, 'favorite list').InvalidProductIds, 'InvalidProductIds'),
  };
}

/** Who a list is shared with: null is nobody; entries without a customer id are dropped. */
const readShares = (model: unknown): ListShare[] =>
  asList(model, 'list shares').flatMap((s) => {
    const id = idText(s.CustomerId);
    return id ? [{ ...s, CustomerId: id, CustomerName: str(s.CustomerName) }] : [];
  });

/** A copy's answer: the new list's id when the server names it (the mock does), else ''. */
const readCopy = (model: unknown): { copiedListId: string } => ({
  copiedListId: idText(asObject(model, 'copied list')?.CopiedListId),
});

/** A generated list: required, with its page of products (may be empty). */
function readGenerated(model: unknown, generatedType: GeneratedType): GeneratedList {
  const g = requireObject(model, 'generated list');
  return {
    ...g,
    GeneratedType: generatedType,
    Name: str(g.Name),
    ProductIds: asIds(g.ProductIds, 'generated list ProductIds'),
    Page: readProductPage(g.Page, 'generated list Page'),
  };
}

/** The search text and sort of a list's details (SPEC 7: "Details are fetched with query and sort"). */
export interface ListQuery {
  /** Search within the list ('' or absent: every product). */
  query?: string;
  /** One of LIST_SORTS ('' or absent: the list's own order). */
  sort?: ListSort;
  signal?: AbortSignal;
}

const listQuery = ({ query, sort }: ListQuery) => ({ query: query?.trim() || undefined, sort: sort || undefined });

/**
 * The path of each generated list. SPEC 7 names GET accounting/salesstatistics for the sales statistics
 * ("the products bought in the last 3 months", the issue says), fetched with query and sort like a list.
 */
const GENERATED_PATHS: Record<GeneratedType, string> = { salesstatistics: 'accounting/salesstatistics' };

/** SPEC 7 Favorites: every call, each answer read by the shape rule of shape.ts. */
export const favoritesApi = {
  /** GET favorites: the customer's lists and those shared with it (read-only ones flagged). */
  lists: (signal?: AbortSignal) => apiGet('favorites', { read: readLists, signal }),
  /** GET favorites/{id}: a list with one page of its products. */
  list: async (id: string, opts: { page?: number; pageSize?: number; signal?: AbortSignal } = {}) =>
    apiGet(`favorites/${pathSegment(id)}`, {
      searchParams: { page: opts.page, pageSize: opts.pageSize },
      read: readDetails,
      signal: opts.signal,
    }),
  /** GET favorites/{id}/full: a list with all of its products, searched and sorted. */
  full: async (id: string, opts: ListQuery = {}) =>
    apiGet(`favorites/${pathSegment(id)}/full`, {
      searchParams: listQuery(opts),
      read: readDetails,
      signal: opts.signal,
    }),
  /** POST favorites {name, productIds}: a new list. A 400 with nameExistsInList is a name in use (SPEC 8). */
  create: (name: string, productIds: readonly string[] = []) =>
    apiPost('favorites', { name, productIds }, { read: readChange }),
  /** PUT favorites/{id} {name}: renames the list. */
  rename: async (id: string, name: string) =>
    apiPut(`favorites/${pathSegment(id)}`, { name }, { read: (m) => readSummary(m, 'favorite list') }),
  /** DELETE favorites/{id}. */
  remove: async (id: string): Promise<void> => {
    await apiDelete(`favorites/${pathSegment(id)}`, { read: () => undefined });
  },
  /** POST favorites/{id} {productIds}: adds products; the answer may carry InvalidProductIds (SPEC 5). */
  addProducts: async (id: string, productIds: readonly string[]) =>
    apiPost(`favorites/${pathSegment(id)}`, { productIds }, { read: readChange }),
  /** POST favorites/{id}/products/delete {ids}. */
  removeProducts: async (id: string, ids: readonly string[]) =>
    apiPost(`favorites/${pathSegment(id)}/products/delete`, { ids }, { read: (m) => readSummary(m, 'favorite list') }),
  /** POST favorites/{id}/products/move {afterProductId, productIds}: afterProductId null is the top (move-order.ts). */
  moveProducts: async (id: string, afterProductId: string | null, productIds: readonly string[]) =>
    apiPost(
      `favorites/${pathSegment(id)}/products/move`,
      { afterProductId, productIds },
      { read: (m) => readSummary(m, 'favorite list') },
    ),
  /** GET favorites/{id}/share: the customers the list is shared with. */
  shares: async (id: string, signal?: AbortSignal) =>
    apiGet(`favorites/${pathSegment(id)}/share`, { read: readShares, signal }),
  /**
   * POST favorites/{id}/share {destinationCustomerId, SharingOption}: read-only access for that customer,
   * or a copy of its own (SPEC 6). A 404 is an unknown customer.
   */
  share: async (id: string, destinationCustomerId: string, SharingOption: SharingOption) =>
    apiPost(`favorites/${pathSegment(id)}/share`, { destinationCustomerId, SharingOption }, { read: readCopy }),
  /** POST favorites/copy/{id}/to/{customerId}: 404 means the customer was not found (SPEC 8). */
  copyToCustomer: async (id: string, customerId: string) =>
    apiPost(`favorites/copy/${pathSegment(id)}/to/${pathSegment(customerId)}`, undefined, { read: readCopy }),
  /** A generated list (SPEC 2 `/generated/{generatedType}`) with query and sort: GET accounting/salesstatistics. */
  generated: async (generatedType: GeneratedType, opts: ListQuery = {}) =>
    apiGet(GENERATED_PATHS[generatedType], {
      searchParams: listQuery(opts),
      read: (m) => readGenerated(m, generatedType),
      signal: opts.signal,
    }),
};
