import { useEffect, useState } from 'react';
import { TIMING } from '../../../lib/timing';
import type { ListRow } from './use-product-rows';

/**
 * Whether the list's first draw still waits for its first snapshots. Rows drawn from the basic products and
 * drawn again with their figures a moment later were two long tasks on a page load (24 search rows: two of
 * 110-170 ms at 4x CPU, issue #19); when the first chunk's snapshots land within the hold, the rows are drawn
 * once, whole. The hold counts from the rows' arrival and ends at the latest after
 * TIMING.productRowsFirstDrawHold: slow snapshots find the basic rows drawn ("Loading price"), SPEC 4's first
 * step. Only the first draw waits: once the list has shown rows, a new page of rows, more rows shown or a
 * retried chunk draw as they come, so nothing the user sees goes away.
 */
export function useFirstDrawHold(rows: readonly ListRow[], chunkSize: number): boolean {
  const [released, setReleased] = useState(false);
  const hasRows = rows.length > 0;
  const waiting = hasRows && rows.slice(0, Math.max(1, chunkSize)).some((row) => row.status === 'pending');
  // Rows that came with their figures end the hold in this render (React's "adjusting state when a prop
  // changes"); an effect would commit a render with it first, then render again.
  if (!released && hasRows && !waiting) setReleased(true);
  useEffect(() => {
    if (released || !waiting) return;
    const timer = setTimeout(() => setReleased(true), TIMING.productRowsFirstDrawHold);
    return () => clearTimeout(timer);
  }, [released, waiting]);
  return !released && waiting;
}
