import type { Paginated } from '../domain/models';
import type { SalesDocument } from '../domain/sales-documents/models';
import type { SalesDocumentsRequest } from '../domain/sales-documents/search';
import { apiDownload, apiGet } from './http/client';
import { pathSegment } from './http/path-segment';
import { asList, type Json } from './http/shape';
import { asObject, num, str } from './http/shape-guards';

/** An id or number the server may send as a number or as text; '' when it is neither. */
const text = (value: unknown): string => (typeof value === 'number' ? String(value) : str(value));

/** A document needs its Id, number and type: the PDF's path is made of them. Others are dropped. */
function readDocument(d: Json): SalesDocument[] {
  const doc: SalesDocument = {
    Id: text(d.Id),
    DocumentNo: text(d.DocumentNo),
    Type: str(d.Type),
    TypeText: str(d.TypeText),
    DocumentDate: str(d.DocumentDate),
    DueDate: str(d.DueDate),
    Amount: num(d.Amount),
    FormattedAmount: str(d.FormattedAmount),
    CurrencyCode: str(d.CurrencyCode, 'DKK') || 'DKK',
  };
  return doc.Id && doc.DocumentNo && doc.Type ? [doc] : [];
}

/**
 * One page of documents (SPEC 3 Paginated results), by the shape rule of shape.ts: a page may be empty,
 * so null is the empty first page; a list or a scalar is an error; entries that are not documents are dropped.
 */
export function readDocumentPage(model: unknown): Paginated<SalesDocument> {
  const page = asObject(model, 'sales documents') ?? {};
  const results = asList(page.PageOfResults, 'sales documents PageOfResults').flatMap(readDocument);
  const total = num(page.TotalResults, results.length);
  const current = num(page.CurrentPage, num(page.PageNumber, 1));
  return {
    TotalResults: total,
    PageNumber: num(page.PageNumber, current),
    CurrentPage: current,
    TotalPages: num(page.TotalPages, total > 0 ? 1 : 0),
    RecordNumbers: str(page.RecordNumbers),
    PageOfResults: results,
  };
}

export const salesDocumentsApi = {
  /** SPEC 7: GET accounting/sales-documents (FromDate, ToDate, Type, Page). */
  list: (request: SalesDocumentsRequest, signal?: AbortSignal): Promise<Paginated<SalesDocument>> =>
    apiGet('accounting/sales-documents', {
      searchParams: { ...request },
      signal,
      read: readDocumentPage,
    }),

  /** SPEC 7: GET accounting/sales-documents/pdf/{id}/{documentNo}/{type} as a file (the raw response). */
  pdf: async (doc: Pick<SalesDocument, 'Id' | 'DocumentNo' | 'Type'>, signal?: AbortSignal): Promise<Response> =>
    apiDownload(
      `accounting/sales-documents/pdf/${pathSegment(doc.Id)}/${pathSegment(doc.DocumentNo)}/${pathSegment(doc.Type)}`,
      { signal },
    ),
};
