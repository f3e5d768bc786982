import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { SalesDocument } from '../../shared/domain/sales-documents/models';
import { isSalesDocumentType } from '../../shared/domain/sales-documents/search';
import { formatDate } from '../../shared/i18n/format-date';
import { moneyText } from '../../shared/i18n/format-money';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { NS } from './texts';
import type { DownloadState } from './use-downloads';

/** A document's type in the page's language; a type without a text of ours is the server's TypeText. */
export function useTypeText(): (doc: Pick<SalesDocument, 'Type' | 'TypeText'>) => string {
  const t = useT(NS);
  return (doc) => (isSalesDocumentType(doc.Type) ? t(`type.${doc.Type}`) : doc.TypeText || doc.Type);
}

function useAmountText(): (doc: SalesDocument) => string {
  const { language } = useStore($pageContext);
  return (doc) => moneyText(doc.FormattedAmount, doc.Amount, doc.CurrencyCode, language);
}

interface DocumentsTableProps {
  documents: readonly SalesDocument[];
  downloads: Readonly<Record<string, DownloadState>>;
  onDownload(doc: SalesDocument): void;
}

/**
 * The documents of one page: number (the row's header), type, date, amount, due date and a download
 * button. The table scrolls sideways inside a focusable region on narrow screens.
 */
export function DocumentsTable({ documents, downloads, onDownload }: DocumentsTableProps) {
  const t = useT(NS);
  const captionId = useId();
  const typeText = useTypeText();
  const amountText = useAmountText();
  const { dateFormat } = useStore($pageContext);
  return (
    <div className="wsh-sales-documents__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="wsh-sales-documents__table">
        <caption id={captionId} className="wsh-sales-documents__caption">
          {t('caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('documentNo')}</th>
            <th scope="col">{t('typeColumn')}</th>
            <th scope="col">{t('date')}</th>
            <th scope="col" className="wsh-sales-documents__amount">
              {t('amount')}
            </th>
            <th scope="col">{t('dueDate')}</th>
            <th scope="col">{t('file')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <DocumentRow
              key={doc.Id}
              doc={doc}
              type={typeText(doc)}
              date={formatDate(doc.DocumentDate, dateFormat)}
              dueDate={doc.DueDate ? formatDate(doc.DueDate, dateFormat) : ''}
              amount={amountText(doc)}
              state={downloads[doc.Id]}
              onDownload={onDownload}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DocumentRowProps {
  doc: SalesDocument;
  type: string;
  date: string;
  dueDate: string;
  amount: string;
  state: DownloadState | undefined;
  onDownload(doc: SalesDocument): void;
}

/**
 * One document. Its one button downloads, says "Downloading…" while the file is on its way (a click then
 * does nothing), and after a failure offers "Try again" beside the row's alert; focus stays on it throughout.
 */
function DocumentRow({ doc, type, date, dueDate, amount, state, onDownload }: DocumentRowProps) {
  const t = useT(NS);
  const alertId = useId();
  const busy = state?.status === 'downloading';
  const failed = state?.status === 'failed';
  const names = { type, number: doc.DocumentNo };
  return (
    <tr className={failed ? 'wsh-sales-documents__row--failed' : undefined}>
      <th scope="row">{doc.DocumentNo}</th>
      <td>{type}</td>
      <td>{date}</td>
      <td className="wsh-sales-documents__amount">{amount}</td>
      <td>{dueDate || <span className="wsh-sales-documents__none">{t('noDueDate')}</span>}</td>
      <td className="wsh-sales-documents__file">
        <button
          type="button"
          className="wsh-button wsh-sales-documents__download"
          aria-label={failed ? t('downloadRetryLabel', names) : busy ? undefined : t('downloadLabel', names)}
          aria-disabled={busy || undefined}
          aria-describedby={failed ? alertId : undefined}
          onClick={() => {
            if (!busy) onDownload(doc);
          }}
        >
          {busy ? t('downloading') : failed ? t('downloadRetry') : t('download')}
        </button>
        <span id={alertId} role="alert" className="wsh-sales-documents__download-error">
          {state?.status !== 'failed' ? '' : state.sessionExpired ? t('downloadSessionExpired') : t('downloadFailed')}
        </span>
      </td>
    </tr>
  );
}
