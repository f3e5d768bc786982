/**
 * The order areas' search (SPEC 2: the search path with the optional query keys text, numberOfDays and
 * sortBy, all empty by default). The address keeps what the buyer asked for, normalised; the request
 * is built from it with SPEC 9's window of 14 days where the overview's address names none.
 */
import type { OrderSource } from './models';

/** SPEC 9: "Default order overview window: 14 days". */
export const DEFAULT_ORDER_OVERVIEW_DAYS = 14;

/** The longest window a buyer may type: a year of orders (the spec gives no limit; a year is what the history keeps at hand). */
export const MAX_ORDER_DAYS = 365;

/**
 * The orders' order within each delivery date (the groups themselves are always newest first):
 * '' newest order first, `Total` highest total first, `Reference` by the buyer's reference A-Z.
 */
export const ORDER_SORTS = ['', 'Total', 'Reference'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const isOrderSort = (value: string): value is OrderSort => (ORDER_SORTS as readonly string[]).includes(value);

/** The search as the address holds it: every key a string, '' when not given. */
export interface OrderSearchQuery {
  text: string;
  numberOfDays: string;
  sortBy: string;
}

/** The search normalised: text trimmed with single spaces, days a whole number in range or '', a known sort or ''. */
export interface OrderSearch {
  text: string;
  numberOfDays: string;
  sortBy: OrderSort;
}

/** A number of days as typed: a whole number from 1 to MAX_ORDER_DAYS, else null (leading zeros and spaces allowed). */
export function parseNumberOfDays(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= 1 && days <= MAX_ORDER_DAYS ? days : null;
}

/** What the address says, normalised: anything unreadable is the default (an old or hand-typed link still shows orders). */
export function normalizeOrderSearch(query: Partial<OrderSearchQuery>): OrderSearch {
  const days = parseNumberOfDays(query.numberOfDays ?? '');
  const sortBy = (query.sortBy ?? '').trim();
  return {
    text: (query.text ?? '').trim().replace(/\s+/g, ' '),
    numberOfDays: days === null ? '' : String(days),
    sortBy: isOrderSort(sortBy) ? sortBy : '',
  };
}

/** The address's query for a search: only the keys that say something (so the defaults keep a short address). */
export function orderSearchQuery(search: OrderSearch): Partial<OrderSearchQuery> {
  const query: Partial<OrderSearchQuery> = {};
  if (search.text) query.text = search.text;
  if (search.numberOfDays) query.numberOfDays = search.numberOfDays;
  if (search.sortBy) query.sortBy = search.sortBy;
  return query;
}

/**
 * The window the request asks for: the address's number, else 14 days for the order overview (SPEC 9);
 * the legacy history has no default window (null: the server's, every order it keeps).
 */
export function requestedDays(source: OrderSource, search: OrderSearch): number | null {
  const days = parseNumberOfDays(search.numberOfDays);
  if (days !== null) return days;
  return source === 'orders' ? DEFAULT_ORDER_OVERVIEW_DAYS : null;
}

/** What the list request sends (the sort is applied to the answer: SPEC 7's calls take only text and days). */
export interface OrderListRequest {
  source: OrderSource;
  searchText: string;
  numberOfDays: number | null;
}

export function orderListRequest(source: OrderSource, search: OrderSearch): OrderListRequest {
  return { source, searchText: search.text, numberOfDays: requestedDays(source, search) };
}

/** The key of the orders a search shows, for telling whether the list shown is the address's list. */
export const orderListKey = (request: OrderListRequest): string => JSON.stringify(request);
