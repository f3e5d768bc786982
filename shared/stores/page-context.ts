import { atom, computed } from 'nanostores';
import { parsePageContext, readPageContext, type PageContextReading } from '../../page-context/page-context';

let reported = false;

function read(): PageContextReading {
  const reading = typeof document === 'undefined' ? parsePageContext(null) : readPageContext();
  if (!reported && reading.problems.length > 0) {
    reported = true;
    const log = reading.status === 'ok' ? console.warn : console.error;
    log(`[wsh] page context: ${reading.problems.join('; ')}`);
  }
  return reading;
}

/** The page context as read once from the page (status, context with defaults, problems). */
export const $pageContextReading = atom<PageContextReading>(read());

/** The page context itself; fields that were missing or wrong hold their documented defaults. */
export const $pageContext = computed($pageContextReading, (r) => r.context);

/** Reads the page context again; for tests and for CMS previews that replace it. */
export function reloadPageContext(): void {
  reported = false;
  $pageContextReading.set(read());
}
