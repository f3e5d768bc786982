import { SalesDocumentPage, type SalesDocument } from '../domain/sales-documents/models';
import type { SalesDocumentsRequest } from '../domain/sales-documents/search';
import { apiDownload, apiGet } from './http/client';
import { pathSegment } from './http/path-segment';
import { readAs } from './http/shape';

/**
 * One page of documents, by its schema: null is the empty first page; a list or a scalar is an error;
 * entries that are not documents are dropped.
 */
const readDocumentPage = (model: unknown) => readAs(SalesDocumentPage, model ?? {}, 'sales documents');

export const salesDocumentsApi = {
  /** SPEC 7: GET accounting/sales-documents (FromDate, ToDate, Type, Page). */
  list: (request: SalesDocumentsRequest, signal?: AbortSignal): Promise<SalesDocumentPage> =>
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
