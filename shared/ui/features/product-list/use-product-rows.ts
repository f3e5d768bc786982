import { useStore } from '@nanostores/react';
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { catalogApi } from '../../../api/catalog-api';
import type { Product, ProductBasic } from '../../../domain/models';
import { basicAsProduct, chunkIds, isSnapshotCurrent, mergeSnapshot } from '../../../domain/catalogue/product-list';
import { $deliveryDateForRequests } from '../../../stores/delivery-date-for-requests';
import { createSnapshotLoader } from './snapshot-loader';

/** pending: basic data only, snapshot on its way; failed: its chunk failed (retry); unavailable: the server does not know it. */
export type RowStatus = 'pending' | 'ready' | 'failed' | 'unavailable';

/** One row as the list renders it; the same object until its product or status changes (rows are memoised on it). */
export interface ListRow {
  id: string;
  product: Product;
  status: RowStatus;
}

type Entry =
  | { status: 'ready'; snapshot: Product; date: string | null }
  | { status: 'failed' | 'unavailable'; date: string | null };

const snapshotOf = (entry: Entry | undefined) =>
  entry?.status === 'ready' ? { date: entry.date, product: entry.snapshot } : undefined;

/** A row as last drawn, with what it was drawn from. */
type CachedRow = { basic: ProductBasic; entry: Entry | undefined; whole: boolean; row: ListRow };

/** Whether the id needs a (new) snapshot for this date; a failed chunk waits for its retry, an unknown id stays so. */
function needsFetch(entry: Entry | undefined, date: string | null): boolean {
  if (!entry) return true;
  if (entry.status === 'ready') return !isSnapshotCurrent(snapshotOf(entry), date);
  return entry.date !== date;
}

/**
 * The two-step loading of SPEC 4 for a list: rows from the basic products at once, then snapshots in
 * chunks of `chunkSize`, filling in availability, price and stock per row as each chunk lands. Refetches
 * when the expected delivery date changes (the old figures stay until the new ones land, so nothing
 * flickers); aborts what is in flight when the list changes or the list unmounts.
 */
export function useProductRows(
  basics: readonly ProductBasic[],
  chunkSize: number,
  /** The products are snapshots already (ProductListRows): every row is ready, and no snapshot is asked for. */
  whole = false,
): { rows: ListRow[]; retry(id: string): void } {
  // The basket (and so the delivery date) is on its way, e.g. the mini basket loads it at page start: wait
  // for the date rather than fetching every chunk twice. Anonymous visitors have no basket: no wait.
  const forRequests = useStore($deliveryDateForRequests);
  const waitForDate = forRequests === undefined;
  const date = forRequests ?? null;
  const [entries, setEntries] = useState<ReadonlyMap<string, Entry>>(() => new Map());
  /** The committed entries, for the effects and the retry (a concurrent render may be thrown away). */
  const entriesRef = useRef(entries);
  useLayoutEffect(() => {
    entriesRef.current = entries;
  }, [entries]);

  const loader = useMemo(() => {
    // Transitions: a landed chunk's rows render in short slices, and typing in a row goes first.
    const update = (change: (next: Map<string, Entry>, prev: ReadonlyMap<string, Entry>) => void) =>
      startTransition(() =>
        setEntries((prev) => {
          const next = new Map(prev);
          change(next, prev);
          return next;
        }),
      );
    return createSnapshotLoader({
      fetch: (ids, forDate, signal) => catalogApi.snapshots(ids, { expectedDeliveryDate: forDate, signal }),
      onLoaded: (ids, products, forDate) =>
        update((next) => {
          for (const id of ids) next.set(id, { status: 'unavailable', date: forDate });
          for (const p of products) next.set(p.Id, { status: 'ready', snapshot: p, date: forDate });
        }),
      // A row that still shows an earlier date's figures keeps them; only rows without figures fail.
      onFailed: (ids, forDate) =>
        update((next, prev) => {
          for (const id of ids) if (prev.get(id)?.status !== 'ready') next.set(id, { status: 'failed', date: forDate });
        }),
    });
  }, []);

  // A new array with the same ids is the same list: `ids` keeps its identity until an id changes.
  const idsKey = JSON.stringify(basics.map((b) => b.Id));
  const ids = useMemo(() => JSON.parse(idsKey) as string[], [idsKey]);

  useEffect(() => {
    if (waitForDate || whole) return;
    const needed = ids.filter((id) => needsFetch(entriesRef.current.get(id), date));
    loader.start(chunkIds(needed, chunkSize), date);
    return () => loader.stop();
  }, [ids, date, chunkSize, loader, waitForDate, whole]);

  // The retry keeps its identity from list to list (it reads the latest ids through a ref): it is part of the
  // rows' context, and a new one with every page of results re-rendered the rows still shown, at once and
  // whole, in the render that brought the next page (a search page change was one long task).
  const chunksRef = useRef({ ids, chunkSize });
  useLayoutEffect(() => {
    chunksRef.current = { ids, chunkSize };
  }, [ids, chunkSize]);
  const retry = useCallback(
    (id: string) => {
      const { ids: shown, chunkSize: size } = chunksRef.current;
      const chunk = chunkIds(shown, size).find((c) => c.includes(id)) ?? [id];
      const failed = chunk.filter((x) => entriesRef.current.get(x)?.status === 'failed');
      setEntries((prev) => {
        const next = new Map(prev);
        for (const x of failed) next.delete(x);
        return next;
      });
      loader.retry(failed);
    },
    [loader],
  );

  // Rows keep their identity while their basic product and entry stay the same, so memoised rows skip.
  const cache = useRef(new Map<string, CachedRow>());
  const rows = useMemo(() => {
    const next = new Map<string, CachedRow>();
    const list = basics.map((basic) => {
      const entry = entries.get(basic.Id);
      const cached = cache.current.get(basic.Id);
      if (cached && cached.basic === basic && cached.entry === entry && cached.whole === whole) {
        next.set(basic.Id, cached);
        return cached.row;
      }
      const row: ListRow = whole
        ? // ProductListRows: with productsAreSnapshots, the host's products are Product snapshots.
          { id: basic.Id, product: basic as Product, status: 'ready' }
        : entry?.status === 'ready'
          ? { id: basic.Id, product: mergeSnapshot(basic, entry.snapshot), status: 'ready' }
          : { id: basic.Id, product: basicAsProduct(basic), status: entry?.status ?? 'pending' };
      next.set(basic.Id, { basic, entry, whole, row });
      return row;
    });
    cache.current = next;
    return list;
  }, [basics, entries, whole]);

  return { rows, retry };
}
