import { atom, computed } from 'nanostores';
import { parsePageContext, readPageContext, type PageContextReading } from '../../page-context/page-context';

const read = (): PageContextReading => (typeof document === 'undefined' ? parsePageContext(null) : readPageContext());

/** The page context as read once from the page (status, context with defaults, problems). */
export const $pageContextReading = atom<PageContextReading>(read());

/** The page context itself; fields that were missing or wrong hold their documented defaults. */
export const $pageContext = computed($pageContextReading, (r) => r.context);

let reported = false;

/** Tells developers once per page what is wrong with the page context (error if unusable, warning if a field fell back). */
export function reportPageContextProblems(): void {
  if (reported) return;
  reported = true;
  const { status, problems } = $pageContextReading.get();
  if (problems.length === 0) return;
  (status === 'ok' ? console.warn : console.error)(`[wsh] page context: ${problems.join('; ')}`);
}

/** Reads the page context again; for tests and for CMS previews that replace it. */
export function reloadPageContext(): void {
  reported = false;
  $pageContextReading.set(read());
  reportPageContextProblems();
}

/**
 * A state change to another page-type screen within the page (an area screen, e.g. a favourites screen
 * with its page-type suffix, SPEC 2): campaigns are then fetched and picked for that page type (SPEC 4).
 */
export function setPageType(pageType: string): void {
  const reading = $pageContextReading.get();
  if (reading.context.pageType === pageType) return;
  $pageContextReading.set({ ...reading, context: { ...reading.context, pageType } });
}
