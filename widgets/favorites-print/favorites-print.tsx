import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { favoritesApi } from '../../shared/api/favorites-api';
import { isNotFoundError } from '../../shared/api/http/errors';
import { isListSort, type ListSort } from '../../shared/domain/favorites/models';
import { printLines, readPrintParams, type PrintTarget } from '../../shared/domain/favorites/print';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';
import { createFetcher } from '../../shared/lib/fetcher';
import { $pageContext } from '../../shared/context/page-context';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { NS } from './texts';

interface PrintKey {
  target: PrintTarget;
  query: string;
  sort: ListSort;
}

/** The list to print with its search and sort, as the area shows it (GET favorites/{id}/full or the generated list). */
const printedList = createFetcher<PrintKey, { name: string; lines: ReturnType<typeof printLines> }>({
  fetch: async ({ target, query, sort }, signal) => {
    const list =
      'listId' in target
        ? await favoritesApi.full(target.listId, { query, sort, signal })
        : await favoritesApi.generated(target.generatedType, { query, sort, signal });
    return { name: 'Name' in list ? list.Name : '', lines: printLines(list.Page.PageOfResults) };
  },
});

/** SPEC 2 print dialog: the page the Print button opens, a clean A4 list to write quantities on. */
export function FavoritesPrint() {
  const t = useT(NS);
  const { isAuthenticated } = useStore($pageContext);
  // The address is read once: the print window is opened anew for another list.
  const [params] = useState(() => readPrintParams(location.search));
  if (!isAuthenticated) return <p className="wsh-favorites-print__state">{t('anonymous')}</p>;
  if (!params) return <p className="wsh-favorites-print__state">{t('noTarget')}</p>;
  return <PrintedList params={params} />;
}

function PrintedList({ params }: { params: NonNullable<ReturnType<typeof readPrintParams>> }) {
  const t = useT(NS);
  const [key] = useState<PrintKey>(() => ({
    target: params.target,
    query: params.query,
    sort: isListSort(params.sort) ? params.sort : '',
  }));
  const { status, data, error, retry } = useFetcher(printedList, key, (k) => k);
  if (status === 'error' && isNotFoundError(error))
    return (
      <p className="wsh-favorites-print__state" role="alert">
        {t('notFound')}
      </p>
    );
  if (!data) return <LoadStatus status={status} className="wsh-favorites-print__state" t={t} onRetry={retry} />;
  const title = 'listId' in params.target ? data.name : t('salesStatisticsTitle');
  const date = params.expectedDeliveryDate && formatDate(params.expectedDeliveryDate);
  return (
    <article className="wsh-favorites-print">
      <header className="wsh-favorites-print__header">
        <h2 className="wsh-favorites-print__title">{title}</h2>
        <p className="wsh-favorites-print__meta">
          {date && <span>{t('expectedDelivery', { date })}</span>}
          {params.query.trim() && <span>{t('searchedFor', { query: params.query.trim() })}</span>}
          <span>{t('productCount', { count: data.lines.length })}</span>
        </p>
        <button type="button" className="wsh-button wsh-favorites-print__print" onClick={() => window.print()}>
          {t('print')}
        </button>
      </header>
      {data.lines.length === 0 ? (
        <p className="wsh-favorites-print__state">{t('empty')}</p>
      ) : (
        <table className="wsh-favorites-print__table">
          <thead>
            <tr>
              <th scope="col">{t('columnName')}</th>
              <th scope="col">{t('columnNumber')}</th>
              <th scope="col">{t('columnUnit')}</th>
              <th scope="col" className="wsh-favorites-print__quantity">
                {t('columnQuantity')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.name}</td>
                <td>{line.id}</td>
                <td>
                  {line.unit &&
                    (line.unit.base
                      ? t('unitOf', { unit: line.unit.singular, count: line.unit.quantity, base: line.unit.base })
                      : line.unit.singular)}
                </td>
                {/* Left empty on purpose: the buyer writes the quantity by hand. */}
                <td className="wsh-favorites-print__quantity" />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
