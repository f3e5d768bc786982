import {
  CopiedList,
  FavoriteListChange,
  FavoriteListDetails,
  FavoriteListSummary,
  GeneratedListAnswer,
  ListShare,
  type GeneratedList,
  type GeneratedType,
  type ListSort,
  type SharingOption,
} from '../domain/favorites/models';
import { list } from '../lib/schema';
import { apiDelete, apiGet, apiPost, apiPut } from './http/client';
import { pathSegment } from './http/path-segment';
import { readAs } from './http/shape';

/** The customer's lists: null is none; entries that are not lists with an Id are dropped. */
const FavoriteLists = list(FavoriteListSummary);
const readLists = (model: unknown): FavoriteListSummary[] => readAs(FavoriteLists, model, 'favorite lists');

/** A list (after a rename, a removal or a move of products): one is required with its Id. */
const readSummary = (model: unknown): FavoriteListSummary => readAs(FavoriteListSummary, model, 'favorite list');

/** A list with a page of its products: the list is required, its page may be empty. */
const readDetails = (model: unknown): FavoriteListDetails => readAs(FavoriteListDetails, model, 'favorite list');

/** A list after an add or a create, with the product ids the server refused (SPEC 7 InvalidProductIds). */
const readChange = (model: unknown): FavoriteListChange => readAs(FavoriteListChange, model, 'favorite list');

/** Who a list is shared with: null is nobody; entries without a customer id are dropped. */
const ListShares = list(ListShare);
const readShares = (model: unknown): ListShare[] => readAs(ListShares, model, 'list shares');

/** A copy's answer: null names no list (''). */
const readCopy = (model: unknown): CopiedList => readAs(CopiedList, model ?? {}, 'copied list');

/** A generated list: required, with its page of products (may be empty); its type is the one asked for. */
const readGenerated = (model: unknown, generatedType: GeneratedType): GeneratedList => ({
  ...readAs(GeneratedListAnswer, model, 'generated list'),
  GeneratedType: generatedType,
});

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
  rename: async (id: string, name: string) => apiPut(`favorites/${pathSegment(id)}`, { name }, { read: readSummary }),
  /** DELETE favorites/{id}. */
  remove: async (id: string): Promise<void> => {
    await apiDelete(`favorites/${pathSegment(id)}`, { read: () => undefined });
  },
  /** POST favorites/{id} {productIds}: adds products; the answer may carry InvalidProductIds (SPEC 5). */
  addProducts: async (id: string, productIds: readonly string[]) =>
    apiPost(`favorites/${pathSegment(id)}`, { productIds }, { read: readChange }),
  /** POST favorites/{id}/products/delete {ids}. */
  removeProducts: async (id: string, ids: readonly string[]) =>
    apiPost(`favorites/${pathSegment(id)}/products/delete`, { ids }, { read: readSummary }),
  /** POST favorites/{id}/products/move {afterProductId, productIds}: afterProductId null is the top (move-order.ts). */
  moveProducts: async (id: string, afterProductId: string | null, productIds: readonly string[]) =>
    apiPost(`favorites/${pathSegment(id)}/products/move`, { afterProductId, productIds }, { read: readSummary }),
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
