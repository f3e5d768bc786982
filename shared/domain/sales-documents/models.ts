/**
 * A sales document as the list shows it (SPEC 2 "Sales documents", SPEC 7 GET accounting/sales-documents).
 * SPEC 3 names only the query's fields; these are the fields the API sends for each document.
 */
export interface SalesDocument {
  Id: string;
  DocumentNo: string;
  /** The document type the API knows (`Invoice`, `CreditNote`, `AccountStatement`) or another it may add. */
  Type: string;
  /** The server's own name of the type, shown for a type without a text of ours. */
  TypeText: string;
  /** `yyyy-MM-dd` (or an ISO date-time). */
  DocumentDate: string;
  /** '' when the document has none. */
  DueDate: string;
  Amount: number;
  /** The server's formatted amount, '' when not sent (the amount is then formatted here). */
  FormattedAmount: string;
  CurrencyCode: string;
}
