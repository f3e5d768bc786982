import { $pageContext } from '../../context/page-context';
import { readModel, request } from './client';

/**
 * The reads an island makes as it mounts, for a logged-in user, by path and widget. (The basket has its own
 * early read, stores/basket/early-read.ts: its store is in the core.)
 */
const READERS: Record<string, string[]> = {
  // The search and category pages wait for the default sort before they search; the checkout groups its lines
  // by the settings and shows them once both are in.
  'user/settings': ['search-page', 'category-page', 'checkout-basket', 'user-settings'],
  'customers/current': ['checkout-basket'],
};

interface Answer {
  model: unknown;
  status: number;
}

/** Reads started before their island mounted, by path, with the page context they were sent under. */
const started = new Map<string, { context: unknown; answer: Promise<Answer> }>();

/**
 * Issue #35, first content sooner: on a page with an island above loading at once (`data-load-on="eager"`), its
 * read starts as the core chunk runs, beside the group chunks still loading (where its store is, a round trip
 * later on slow 4G), instead of once they have arrived and the island has rendered. The island's first read takes
 * it (takeEarly), so it is made once. The Model is checked then, by the taker's reader: the core holds no entity
 * schema. A failure has raised the exception event, as the island's own read would have; the taker gets it too.
 * Anonymous visitors have no settings and no customer: nothing is read for them.
 */
export function readEarlyForPage(doc: Document): void {
  if (!$pageContext.get().isAuthenticated) return;
  const on = (widget: string) => doc.querySelector(`[data-widget="${widget}"][data-load-on="eager"]`) !== null;
  for (const [earlyPath, widgets] of Object.entries(READERS)) {
    if (!widgets.some(on)) continue;
    const answer = request('GET', earlyPath, { read: (model, status): Answer => ({ model, status }) });
    answer.catch(() => {}); // the taker shows the failure
    started.set(earlyPath, { context: $pageContext.get(), answer });
  }
}

/**
 * The early read of `path`, once, its Model checked by `read` (a MissingModelError when it does not pass, as
 * the client's own read). Undefined when none was started, or when it was sent under another page context (a
 * customer switch since): that answer may be another customer's, so the caller reads again.
 */
export function takeEarly<T>(path: string, read: (model: unknown) => T): Promise<T> | undefined {
  const early = started.get(path);
  started.delete(path);
  if (!early || early.context !== $pageContext.get()) return undefined;
  return early.answer.then(({ model, status }) => readModel('GET', path, status, model, read));
}

// As the core chunk runs, on the page it was loaded into.
if (typeof document !== 'undefined') readEarlyForPage(document);
