/**
 * The sales documents' search (SPEC 2: the search path with the optional query keys dateOne, dateTwo and
 * type, "page is also a search parameter", kept under the page context's pagination key; SPEC 3: the
 * query sent is FromDate, ToDate, Type, Page). The address keeps what the buyer asked for, normalised, so
 * Back, Forward and reload show the same search; the request fills in the default window.
 */
import { isChosenDate } from '../forms/date-pair';

/** The document types the API knows (the mock's seed: invoices, credit notes and account statements). */
export const SALES_DOCUMENT_TYPES = ['Invoice', 'CreditNote', 'AccountStatement'] as const;
export type SalesDocumentType = (typeof SALES_DOCUMENT_TYPES)[number];

/** Months back the list shows when the address names no dates (the spec gives no figure; a quarter is what accountants close). */
export const DEFAULT_WINDOW_MONTHS = 3;

/** The search as the address holds it, normalised: dates `yyyy-MM-dd` or '', a known type or '' (all), a page from 1. */
export interface SalesDocumentSearch {
  dateOne: string;
  dateTwo: string;
  type: SalesDocumentType | '';
  page: number;
}

export const isSalesDocumentType = (value: string): value is SalesDocumentType =>
  (SALES_DOCUMENT_TYPES as readonly string[]).includes(value);

/** A real calendar date `yyyy-MM-dd` (not 2026-02-30), else ''. */
function calendarDate(value: string): string {
  const trimmed = value.trim();
  if (!isChosenDate(trimmed)) return '';
  const [y, m, d] = trimmed.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? trimmed : '';
}

/** A page number as the address gives it: a whole number from 1, else 1. */
export function parsePage(value: string): number {
  const trimmed = value.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return 1;
  return Math.max(1, Number(trimmed));
}

/**
 * What the address says, normalised: an unreadable date, type or page is the default (an old or hand-typed
 * link still shows documents). SPEC 5: the second date never precedes the first, so a pair typed the wrong
 * way round into the address is read in date order.
 */
export function normalizeSalesDocumentSearch(query: {
  dateOne?: string;
  dateTwo?: string;
  type?: string;
  page?: string;
}): SalesDocumentSearch {
  let dateOne = calendarDate(query.dateOne ?? '');
  let dateTwo = calendarDate(query.dateTwo ?? '');
  if (dateOne && dateTwo && dateTwo < dateOne) [dateOne, dateTwo] = [dateTwo, dateOne];
  const type = (query.type ?? '').trim();
  return { dateOne, dateTwo, type: isSalesDocumentType(type) ? type : '', page: parsePage(query.page ?? '') };
}

/** Reads the search from a query string (`?dateOne=...`), the page under `pageKey` (the page context's pagination key). */
export function readSalesDocumentSearch(search: string, pageKey: string): SalesDocumentSearch {
  const params = new URLSearchParams(search);
  return normalizeSalesDocumentSearch({
    dateOne: params.get('dateOne') ?? '',
    dateTwo: params.get('dateTwo') ?? '',
    type: params.get('type') ?? '',
    page: params.get(pageKey) ?? '',
  });
}

/**
 * The address's query for a search, in this order: dateOne, dateTwo, type (only those given) and the page
 * under `pageKey` (always: a new search writes page 1). `readSalesDocumentSearch` reads it back unchanged.
 */
export function salesDocumentSearchParams(search: SalesDocumentSearch, pageKey: string): URLSearchParams {
  const params = new URLSearchParams();
  if (search.dateOne) params.set('dateOne', search.dateOne);
  if (search.dateTwo) params.set('dateTwo', search.dateTwo);
  if (search.type) params.set('type', search.type);
  params.set(pageKey, String(search.page));
  return params;
}

/** `yyyy-MM-dd` moved by whole months, the day kept where the month has it, else its last day (31 May - 3 months = 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The window the list shows when the address names no dates: the last DEFAULT_WINDOW_MONTHS months up to today. */
export const defaultWindow = (today: string): { dateOne: string; dateTwo: string } => ({
  dateOne: addMonths(today, -DEFAULT_WINDOW_MONTHS),
  dateTwo: today,
});

/** What GET accounting/sales-documents sends (SPEC 3 Sales documents query); Type absent means every type. */
export interface SalesDocumentsRequest {
  FromDate: string;
  ToDate: string;
  Type?: SalesDocumentType;
  Page: number;
}

/**
 * The request for a search on `today`: the address's dates, where one is missing the default window's
 * (no first date: three months before the second; no second date: today, or the first date when it is
 * later), so the request always names a range in date order.
 */
export function salesDocumentsRequest(search: SalesDocumentSearch, today: string): SalesDocumentsRequest {
  const ToDate = search.dateTwo || (search.dateOne > today ? search.dateOne : today);
  const FromDate = search.dateOne || addMonths(ToDate, -DEFAULT_WINDOW_MONTHS);
  return { FromDate, ToDate, ...(search.type ? { Type: search.type } : {}), Page: search.page };
}

/** Whether the address named no dates, so the list shows the default window (the UI says so). */
export const usesDefaultWindow = (search: SalesDocumentSearch): boolean => !search.dateOne && !search.dateTwo;

/** The key of the page a request shows, for telling whether the page shown is the address's own. */
export const salesDocumentsKey = (request: SalesDocumentsRequest): string => JSON.stringify(request);
