import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { salesDocumentsApi } from '../../shared/api/sales-documents-api';
import type { Paginated } from '../../shared/domain/models';
import type { SalesDocument } from '../../shared/domain/sales-documents/models';
import {
  DEFAULT_WINDOW_MONTHS,
  readSalesDocumentSearch,
  salesDocumentSearchParams,
  salesDocumentsKey,
  salesDocumentsRequest,
  usesDefaultWindow,
  type SalesDocumentSearch,
  type SalesDocumentsRequest,
} from '../../shared/domain/sales-documents/search';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';
import { createFetcher } from '../../shared/lib/fetcher';
import { $pageContext } from '../../shared/context/page-context';
import { useAreaNavigation, useAreaScreenReady } from '../../shared/ui/area/area-context';
import { $areaLocation, navigateInArea } from '../../shared/ui/area/area-location';
import type { AreaScreenProps } from '../../shared/ui/area/area-router';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { Pagination } from '../../shared/ui/primitives/pagination';
import { DocumentsTable, useTypeText } from './documents-table';
import { SearchForm } from './search-form';
import { useShownPageHolder } from './shown-page';
import { NS } from './texts';
import { useDownloads } from './use-downloads';
import { useToday } from './use-today';

/** A page of documents with the key of the request it answers: the screen tells the address's page from a kept one. */
interface DocumentsAnswer {
  key: string;
  page: Paginated<SalesDocument>;
}

/** Every page stays on screen while the next search or page loads (the page keeps its height). */
const documentPages = createFetcher<SalesDocumentsRequest, DocumentsAnswer>({
  fetch: async (request, signal) => ({
    key: salesDocumentsKey(request),
    page: await salesDocumentsApi.list(request, signal),
  }),
  empty: (answer) => answer.page.PageOfResults.length === 0,
  keep: () => true,
});

/** The area's start: the default window (the last 3 months), every type, page 1; the address's query is not read. */
export function StartScreen(_props: AreaScreenProps<'SalesDocuments', 'documents'>) {
  return <DocumentList search="" />;
}

/** SPEC 2's search path: dateOne, dateTwo, type, and the page under the page context's pagination key. */
export function SearchScreen(_props: AreaScreenProps<'SalesDocuments', 'search'>) {
  const here = useStore($areaLocation);
  return <DocumentList search={here.search} />;
}

function DocumentList({ search: queryString }: { search: string }) {
  const t = useT(NS);
  const headingId = useId();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const { paginationQueryKey, dateFormat } = useStore($pageContext);
  const { href } = useAreaNavigation<'SalesDocuments'>();
  const shown = useShownPageHolder();
  const today = useToday();
  const { downloads, last, download } = useDownloads();
  const typeText = useTypeText();

  const search = useMemo(
    () => readSalesDocumentSearch(queryString, paginationQueryKey),
    [queryString, paginationQueryKey],
  );
  const request = useMemo(() => salesDocumentsRequest(search, today), [search, today]);
  const key = salesDocumentsKey(request);
  const { status, data, retry } = useFetcher(documentPages, request, (r) => r);

  // The address's own page is in (or failed): only then may the router restore scroll or move focus.
  const loaded = (status === 'ready' || status === 'empty') && data?.key === key;
  useAreaScreenReady(loaded || status === 'error');
  useEffect(() => {
    if (loaded && data) shown.current = data;
  }, [loaded, data, shown]);

  // While loading, the page shown before stays (this screen's, or the island's last one), so the page keeps
  // its height. SPEC 8: a load failure shows the error state with an empty model, so nothing stale stays.
  const page = loaded ? data.page : status === 'loading' ? (data?.page ?? shown.current?.page) : undefined;

  /** The address of a search (page under the pagination key), on the search path. */
  const hrefOf = (next: SalesDocumentSearch) =>
    `${href({ screen: 'search' })}?${salesDocumentSearchParams(next, paginationQueryKey)}`;

  // A new page moves focus to the results' heading once it is in (a new screen: the router does it, data-area-focus).
  const focusResults = useRef(false);
  useEffect(() => {
    if (!loaded || !focusResults.current) return;
    focusResults.current = false;
    resultsRef.current?.focus();
  }, [loaded, key]);

  const range = {
    from: formatDate(request.FromDate, dateFormat),
    to: formatDate(request.ToDate, dateFormat),
  };
  const period = usesDefaultWindow(search)
    ? t('windowDefault', { months: DEFAULT_WINDOW_MONTHS, ...range })
    : t('windowRange', range);
  const typeName = search.type ? typeText({ Type: search.type, TypeText: '' }) : '';
  const total = page?.TotalPages ?? 0;

  let line = '';
  if (status === 'loading' || (!loaded && status !== 'error')) line = t('loading');
  else if (status === 'empty') line = typeName ? t('emptyOfType', { type: typeName }) : t('empty');
  else if (status === 'ready' && page) {
    const found = t('found', { count: page.TotalResults });
    const pages = total > 1 ? `, ${t('pageOf', { page: page.CurrentPage, total })}` : '';
    line = `${period}${typeName ? `, ${t('ofType', { type: typeName })}` : ''}: ${found}${pages}`;
  }

  const lastState = last ? downloads[last.Id] : undefined;
  const downloadLine =
    last && lastState?.status === 'downloading'
      ? `${t('downloading')} ${typeText(last)} ${last.DocumentNo}`
      : lastState?.status === 'saved'
        ? t('downloaded', { name: lastState.fileName })
        : '';

  return (
    <section className="wsh-sales-documents" aria-labelledby={headingId}>
      <h2 id={headingId} className="wsh-sales-documents__heading">
        {t('heading')}
      </h2>
      <SearchForm
        from={request.FromDate}
        to={request.ToDate}
        type={search.type}
        onSearch={(next) => navigateInArea(hrefOf(next))}
      />
      <h3 ref={resultsRef} className="wsh-sales-documents__results-heading" tabIndex={-1} data-area-focus="">
        {t('resultsHeading')}
      </h3>
      <div
        role="status"
        className={`wsh-sales-documents__summary${status === 'empty' ? ' wsh-sales-documents__summary--empty' : ''}`}
      >
        {line && <p className="wsh-sales-documents__summary-line">{line}</p>}
        {status === 'empty' && <p className="wsh-sales-documents__summary-hint">{t('emptyHint')}</p>}
      </div>
      {status === 'error' ? (
        <LoadStatus status="error" className="wsh-sales-documents__state" t={t} onRetry={retry} />
      ) : page && page.PageOfResults.length > 0 && status !== 'empty' ? (
        <div
          className={`wsh-sales-documents__results${loaded ? '' : ' wsh-sales-documents__results--stale'}`}
          aria-busy={!loaded || undefined}
        >
          <DocumentsTable documents={page.PageOfResults} downloads={downloads} onDownload={download} />
          <Pagination
            currentPage={page.CurrentPage}
            totalPages={page.TotalPages}
            label={t('pages')}
            hrefFor={(n) => hrefOf({ ...search, page: n })}
            onNavigate={(n) => {
              focusResults.current = true;
              navigateInArea(hrefOf({ ...search, page: n }));
            }}
          />
        </div>
      ) : status === 'loading' ? (
        <div className="wsh-sales-documents__placeholder" />
      ) : null}
      <p role="status" className="wsh-sales-documents__download-status">
        {downloadLine}
      </p>
    </section>
  );
}
