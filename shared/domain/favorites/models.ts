/**
 * SPEC 3 Favorite list as the islands read it (GET favorites and the favourites calls of SPEC 7). Only
 * the fields the product uses; the server may send more. The API module's readers guarantee the kinds.
 */
import type { Paginated, Product } from '../models';

/** One list as GET favorites lists it: the menu, the overview, the add-to-list dialog and the name check. */
export interface FavoriteListSummary {
  Id: string;
  Name: string;
  /** The list's products in the list's order (SPEC 3 ProductIds). */
  ProductIds: string[];
  /** How many products the list holds. */
  NumberOfProducts: number;
  /** Shared with this customer by another customer: ordering yes, editing no (SPEC 6; list-access.ts). */
  IsReadOnly: boolean;
  /** The customers the list is shared with (SPEC 3 "shared-with customer ids"). */
  SharedWithCustomerIds: string[];
  /** Who owns a list shared with this customer ('' when not sent). */
  OwnerCustomerName: string;
}

/** One list with a page of its products (GET favorites/{id} and favorites/{id}/full, SPEC 3 Page.PageOfResults). */
export interface FavoriteListDetails extends FavoriteListSummary {
  Page: Paginated<Product>;
}

/** A list after products were added (POST favorites and favorites/{id}): the ids the server refused (SPEC 5). */
export interface FavoriteListChange {
  list: FavoriteListSummary;
  /** Product ids the server did not take (SPEC 7: "answer may carry InvalidProductIds"); [] when none. */
  invalidProductIds: string[];
}

/** A customer a list is shared with (GET favorites/{id}/share). */
export interface ListShare {
  CustomerId: string;
  CustomerName: string;
}

/** SPEC 3 Share payload SharingOption: read-only access, or a copy of its own for that customer (SPEC 6). */
export type SharingOption = 'ReadOnly' | 'Copy';

/** The generated lists of SPEC 2 (`/generated/{generatedType}`); sales statistics is the only one. */
export const GENERATED_TYPES = ['salesstatistics'] as const;
export type GeneratedType = (typeof GENERATED_TYPES)[number];

export const isGeneratedType = (value: unknown): value is GeneratedType =>
  GENERATED_TYPES.includes(value as GeneratedType);

/** A generated list (GET accounting/salesstatistics: the products bought in the last 3 months), orderable, never editable. */
export interface GeneratedList {
  GeneratedType: GeneratedType;
  /** The server's name for it; the screens show their own translated title. */
  Name: string;
  ProductIds: string[];
  Page: Paginated<Product>;
}

/** The sort options of a list's details (GET favorites/{id}/full `sort`); '' is the list's own order. */
export const LIST_SORTS = ['', 'Name', 'Brand', 'Category'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const isListSort = (value: unknown): value is ListSort => LIST_SORTS.includes(value as ListSort);
