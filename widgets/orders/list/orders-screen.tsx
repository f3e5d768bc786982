import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useId, useMemo } from 'react';
import { accountingApi } from '../../../shared/api/accounting-api';
import type { Order } from '../../../shared/domain/orders/models';
import {
  normalizeOrderSearch,
  orderListKey,
  orderListRequest,
  orderSearchQuery,
  type OrderListRequest,
  type OrderSearch,
} from '../../../shared/domain/orders/order-search';
import { addWidgetResources } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/use-translation';
import { createFetcher } from '../../../shared/lib/fetcher';
import { useAreaNavigation, useAreaScreenReady } from '../../../shared/ui/area/area-context';
import { $areaLocation } from '../../../shared/ui/area/area-location';
import type { AreaScreenProps } from '../../../shared/ui/area/area-router';
import { useFetcher } from '../../../shared/ui/data/use-fetcher';
import { useRenderedCount } from '../../../shared/ui/features/product-list/use-rendered-count';
import { LoadStatus } from '../../../shared/ui/primitives/load-status';
import { useOrdersSettings } from '../orders-settings';
import { OrderGroups } from './order-groups-view';
import { SearchForm } from './search-form';
import { NS, texts } from './texts';

/** The orders of one request, with the request's key: the screen tells the address's list from a kept one. */
interface OrderListAnswer {
  key: string;
  orders: Order[];
}

/** Every list answer stays on screen while the next search loads (the page keeps its height). */
const orderList = createFetcher<OrderListRequest, OrderListAnswer>({
  fetch: async (request, signal) => ({
    key: orderListKey(request),
    orders: await accountingApi.orders(request.source, { ...request, signal }),
  }),
  empty: (answer) => answer.orders.length === 0,
  keep: () => true,
});

/** The area's start: the default search (14 days in the overview, everything in the legacy history). */
export function StartScreen(_props: AreaScreenProps<'OrderOverview', 'orders'>) {
  return <OrderList query={EMPTY_QUERY} />;
}

const EMPTY_QUERY = { text: '', numberOfDays: '', sortBy: '' };

/** Orders drawn per part of a long list. */
const ORDERS_PART = 50;

/** SPEC 2's search path: the search the address holds. */
export function SearchScreen({ query }: AreaScreenProps<'OrderOverview', 'search'>) {
  return <OrderList query={query} />;
}

function OrderList({ query }: { query: { text: string; numberOfDays: string; sortBy: string } }) {
  addWidgetResources(NS, texts); // idempotent
  const t = useT(NS);
  const headingId = useId();
  const { source, shown } = useOrdersSettings();
  const { navigate } = useAreaNavigation<'OrderOverview'>();
  const here = useStore($areaLocation);

  const search = useMemo(
    () => normalizeOrderSearch(query),
    [query.text, query.numberOfDays, query.sortBy], // oxlint-disable-line react-hooks/exhaustive-deps -- the query object is new per render; its keys are what counts
  );
  const request = useMemo(() => orderListRequest(source, search), [source, search]);
  const key = orderListKey(request);
  const { status, data, retry } = useFetcher(orderList, request, (r) => r);

  const loaded = (status === 'ready' || status === 'empty') && data?.key === key;

  // Remember the list for the next screen: the details' way back, and what a remounted list shows while it loads.
  const href = here.pathname + here.search;
  useEffect(() => {
    if (loaded && data) shown.current = { key, orders: data.orders, href };
  }, [loaded, data, key, href, shown]);

  // While loading, the list shown before stays (this screen's, or the island's last one), so the page keeps its height.
  const latest = loaded ? data : status === 'loading' ? (data ?? shown.current) : undefined;
  // The answer comes with a store update, which React renders at once and whole (one 30-40 ms task on a cold
  // load, 120-160 ms at Lighthouse's 4x CPU): the cards render in a transition instead, in slices of 5 ms that
  // yield to the browser (issue #19, blocking time); the heading, form and count line at once.
  const list = useDeferredValue(latest);
  const orders = list?.orders;
  // A year of orders is some 250 cards: a list is drawn in parts of 50 (at most 8 parts, so more per part beyond
  // 400), 50 ms apart (the product lists' rhythm), so its first orders show at once and no one task holds the page
  // for all of them (npm run bench, section h). Keyed by the list shown: a list kept while the same one loads
  // again goes on growing, it does not start over.
  const rendered = useRenderedCount(list?.key ?? '', orders?.length ?? 0, ORDERS_PART, true);
  // The address's own list is in and fully drawn (or failed): only then may the router restore the scroll
  // position, which the way back from an order puts deep in the list.
  useAreaScreenReady((loaded && list === data && rendered >= data.orders.length) || status === 'error');

  return (
    <section className="wsh-orders" aria-labelledby={headingId}>
      <h2 id={headingId} className="wsh-orders__heading">
        {source === 'legacy' ? t('legacyHeading') : t('heading')}
      </h2>
      <SearchForm
        source={source}
        search={search}
        onSearch={(next) => navigate({ screen: 'search', query: orderSearchQuery(next) })}
      />
      <Summary
        status={loaded ? status : status === 'error' ? 'error' : 'loading'}
        search={search}
        request={request}
        count={data?.orders.length ?? 0}
      />
      {status === 'error' ? (
        <LoadStatus status="error" className="wsh-orders__state" t={t} onRetry={retry} />
      ) : orders && orders.length > 0 && status !== 'empty' ? (
        <div className={`wsh-orders__list${loaded ? '' : ' wsh-orders__list--stale'}`} aria-busy={!loaded || undefined}>
          <OrderGroups orders={orders} sortBy={search.sortBy} limit={rendered} />
        </div>
      ) : status === 'loading' || (latest?.orders.length ?? 0) > 0 ? (
        <div className="wsh-orders__placeholder" />
      ) : null}
    </section>
  );
}

/**
 * One polite line, always on the page, so each result is announced: what is loading, how many orders
 * the search found, or that it found none (SPEC: every data view ends in data, empty or error).
 */
function Summary({
  status,
  search,
  request,
  count,
}: {
  status: string;
  search: OrderSearch;
  request: OrderListRequest;
  count: number;
}) {
  const t = useT(NS);
  const days = request.numberOfDays;
  const text = search.text;
  let line = '';
  let hint = '';
  if (status === 'loading') line = t('loading');
  else if (status === 'empty') {
    if (days === null) line = text ? t('emptyAllMatching', { text }) : t('emptyAll');
    else line = text ? t('emptyDaysMatching', { count: days, text }) : t('emptyDays', { count: days });
    hint = t('emptyHint');
  } else if (status === 'ready') {
    const window = days === null ? t('windowAll') : t('windowDays', { count: days });
    line = `${window}${text ? ` ${t('matching', { text })}` : ''}: ${t('found', { count })}`;
  }
  return (
    <div role="status" className={`wsh-orders__summary${status === 'empty' ? ' wsh-orders__summary--empty' : ''}`}>
      {line && <p className="wsh-orders__summary-line">{line}</p>}
      {hint && <p className="wsh-orders__summary-hint">{hint}</p>}
    </div>
  );
}
