/**
 * SPEC 3 Favorite list as the islands read it (GET favorites and the favourites calls of SPEC 7), each
 * entity declared once as a schema: its type is inferred from it and favorites-api.ts reads every answer
 * with it (issue #33). Only the fields the product uses; the server may send more, and they are left out.
 */
import * as v from 'valibot';
import { code, flag, id, list, opt, text } from '../../lib/schema';
import { OptionalProductPage } from '../catalogue/models';

/** Ids the server may send as texts or numbers (list, product and customer ids): text; others are dropped. */
const ids = list(id);

/**
 * One list is required with its Id (a list without one is dropped from GET favorites); its parts are
 * always of their kind.
 */
const summaryEntries = {
  Id: id,
  Name: text,
  /** The list's products in the list's order (SPEC 3 ProductIds). */
  ProductIds: ids,
  /** How many products the list holds (the ProductIds' count when not sent). */
  NumberOfProducts: opt(v.pipe(v.number(), v.finite())),
  /** Shared with this customer by another customer: ordering yes, editing no (SPEC 6; list-access.ts). */
  IsReadOnly: flag,
  /** The customers the list is shared with (SPEC 3 "shared-with customer ids"). */
  SharedWithCustomerIds: ids,
  /** Who owns a list shared with this customer ('' when not sent). */
  OwnerCustomerName: text,
};

const withCount = <L extends { ProductIds: string[]; NumberOfProducts?: number }>(l: L) => ({
  ...l,
  NumberOfProducts: l.NumberOfProducts ?? l.ProductIds.length,
});

/** One list as GET favorites lists it: the menu, the overview, the add-to-list dialog and the name check. */
export const FavoriteListSummary = v.pipe(v.object(summaryEntries), v.transform(withCount));
export type FavoriteListSummary = v.InferOutput<typeof FavoriteListSummary>;

/**
 * One list with a page of its products (GET favorites/{id} and favorites/{id}/full, SPEC 3
 * Page.PageOfResults): the list is required, its page may be absent (the empty first page).
 */
export const FavoriteListDetails = v.pipe(
  v.object({ ...summaryEntries, Page: OptionalProductPage }),
  v.transform(withCount),
);
export type FavoriteListDetails = v.InferOutput<typeof FavoriteListDetails>;

/**
 * A list after products were added (POST favorites and favorites/{id}), with the product ids the server did
 * not take (SPEC 5; SPEC 7: "answer may carry InvalidProductIds"): [] when none.
 */
export const FavoriteListChange = v.pipe(
  v.object({ ...summaryEntries, InvalidProductIds: ids }),
  v.transform(({ InvalidProductIds, ...list }) => ({ list: withCount(list), invalidProductIds: InvalidProductIds })),
);
export type FavoriteListChange = v.InferOutput<typeof FavoriteListChange>;

/** A customer a list is shared with (GET favorites/{id}/share); one without a customer id is dropped. */
export const ListShare = v.object({ CustomerId: id, CustomerName: text });
export type ListShare = v.InferOutput<typeof ListShare>;

/** A share's or a copy's answer: the new list's id when the server names it (the mock does), else ''. */
export const CopiedList = v.pipe(
  v.object({ CopiedListId: code }),
  v.transform((c) => ({ copiedListId: c.CopiedListId })),
);
export type CopiedList = v.InferOutput<typeof CopiedList>;

/** SPEC 3 Share payload SharingOption: read-only access, or a copy of its own for that customer (SPEC 6). */
export type SharingOption = 'ReadOnly' | 'Copy';

/** The generated lists of SPEC 2 (`/generated/{generatedType}`); sales statistics is the only one. */
export const GENERATED_TYPES = ['salesstatistics'] as const;
export type GeneratedType = (typeof GENERATED_TYPES)[number];

export const isGeneratedType = (value: unknown): value is GeneratedType =>
  GENERATED_TYPES.includes(value as GeneratedType);

/**
 * A generated list (GET accounting/salesstatistics: the products bought in the last 3 months), orderable,
 * never editable: required, with its page of products (may be empty). Its GeneratedType is the one asked for.
 */
export const GeneratedListAnswer = v.object({
  /** The server's name for it; the screens show their own translated title. */
  Name: text,
  ProductIds: ids,
  Page: OptionalProductPage,
});
export type GeneratedList = v.InferOutput<typeof GeneratedListAnswer> & { GeneratedType: GeneratedType };

/** The sort options of a list's details (GET favorites/{id}/full `sort`); '' is the list's own order. */
export const LIST_SORTS = ['', 'Name', 'Brand', 'Category'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const isListSort = (value: unknown): value is ListSort => LIST_SORTS.includes(value as ListSort);
