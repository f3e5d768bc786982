/**
 * A sales document as the list shows it (SPEC 2 "Sales documents", SPEC 7 GET accounting/sales-documents).
 * SPEC 3 names only the query's fields; these are the fields the API sends for each document. Declared
 * once as a schema: the type is inferred from it and sales-documents-api.ts reads the answers with it
 * (issue #33; how a schema is lenient: shared/lib/schema.ts).
 */
import * as v from 'valibot';
import { figure, id, list, opt, text } from '../../lib/schema';

/** A document needs its Id, number and type: the PDF's path is made of them. Others are dropped from the page. */
export const SalesDocument = v.object({
  Id: id,
  DocumentNo: id,
  /** The document type the API knows (`Invoice`, `CreditNote`, `AccountStatement`) or another it may add. */
  Type: v.pipe(v.string(), v.nonEmpty()),
  /** The server's own name of the type, shown for a type without a text of ours. */
  TypeText: text,
  /** `yyyy-MM-dd` (or an ISO date-time). */
  DocumentDate: text,
  /** '' when the document has none. */
  DueDate: text,
  Amount: figure,
  /** The server's formatted amount, '' when not sent (the amount is then formatted here). */
  FormattedAmount: text,
  CurrencyCode: v.fallback(v.pipe(v.string(), v.nonEmpty()), 'DKK'),
});
export type SalesDocument = v.InferOutput<typeof SalesDocument>;

const optFigure = opt(v.pipe(v.number(), v.finite()));

/**
 * One page of documents (SPEC 3 Paginated results): a page may be empty, so null reads as the empty first
 * page; the figures it leaves out are as many results as it holds, the page it names, one page when there
 * are any.
 */
export const SalesDocumentPage = v.pipe(
  v.object({
    TotalResults: optFigure,
    PageNumber: optFigure,
    CurrentPage: optFigure,
    TotalPages: optFigure,
    RecordNumbers: text,
    PageOfResults: list(SalesDocument),
  }),
  v.transform((page) => {
    const TotalResults = page.TotalResults ?? page.PageOfResults.length;
    const CurrentPage = page.CurrentPage ?? page.PageNumber ?? 1;
    return {
      ...page,
      TotalResults,
      CurrentPage,
      PageNumber: page.PageNumber ?? CurrentPage,
      TotalPages: page.TotalPages ?? (TotalResults > 0 ? 1 : 0),
    };
  }),
);
export type SalesDocumentPage = v.InferOutput<typeof SalesDocumentPage>;
