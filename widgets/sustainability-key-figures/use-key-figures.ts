import { noneIfNotFound } from '../../shared/api/http/not-found';
import { sustainabilityApi } from '../../shared/api/sustainability-api';
import type { KeyFiguresSource, SustainabilityKeyFigures } from '../../shared/domain/sustainability/models';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

export type KeyFiguresState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `refreshing`: newer figures of the same basket are on their way; the shown ones stay until then. */
  | { status: 'ready'; figures: SustainabilityKeyFigures | null; refreshing: boolean };

type Key = { source: KeyFiguresSource; id: string; revision: unknown };

/** A 404 (basket or order unknown) has no figures: "No data". A changed basket keeps its figures shown while the new ones load. */
const keyFigures = createFetcher({
  fetch: ({ source, id }: Key) => noneIfNotFound(sustainabilityApi.keyFigures(source, id)),
  keep: (next, previous) => next.source === previous.source && next.id === previous.id,
});

/** Each basket object counts as a new revision (a changed basket); numbers are revisions already. */
const revisions = new WeakMap<object, number>();
let latest = 0;
function revisionOf(revision: unknown): unknown {
  if (typeof revision !== 'object' || revision === null) return revision;
  if (!revisions.has(revision)) revisions.set(revision, ++latest);
  return revisions.get(revision);
}

/**
 * Loads the key figures of a basket or an order, again whenever `revision` changes (a changed
 * basket). Other failures than a 404 become an error state with a retry; the exception overlay
 * reports them too (the API client's rule).
 */
export function useKeyFigures(source: KeyFiguresSource, id: string, revision: unknown) {
  const { status, data, retry } = useFetcher(keyFigures, { source, id, revision }, (target): Key => ({
    ...target,
    revision: revisionOf(target.revision),
  }));
  let state: KeyFiguresState;
  if (status === 'error') state = { status };
  else if (data === undefined) state = { status: 'loading' };
  else state = { status: 'ready', figures: data, refreshing: status === 'loading' };
  return { state, retry };
}
