/**
 * Issue #35, first content sooner: the page's first content is up once the requests its islands started have
 * answered and what they drew has painted. What can wait (islands loaded `idle` or `visible`, the daily
 * logged-in mark) starts after it, so it takes neither a connection nor bandwidth from the reads the buyer
 * is waiting for. On Lighthouse's simulated slow 4G every request in flight shares the link equally: the
 * delivery-date drawer's three chunks and the logged-in mark, started while the product was still being
 * read, delayed its name and price.
 */
let inFlight = 0;
let settled: Promise<void> | undefined;

/** Frames in a row with no request in flight: an answer rendered, and the reads its effects start counted. */
const QUIET_FRAMES = 2;
/** A page whose reads never rest (a slow answer, a retry) must not keep the rest of the page away longer. */
export const FIRST_CONTENT_MAX_MS = 2000;

/** Counts a request from its start; the returned function ends it (once). */
export function requestStarted(): () => void {
  inFlight++;
  let ended = false;
  return () => {
    if (!ended) inFlight--;
    ended = true;
  };
}

/**
 * Settles once no request has been in flight for QUIET_FRAMES frames in a row, at most FIRST_CONTENT_MAX_MS
 * after the first call; computed once per page.
 */
export function firstContent(win: Window = window): Promise<void> {
  return (settled ??= new Promise<void>((resolve) => {
    const deadline = win.setTimeout(resolve, FIRST_CONTENT_MAX_MS);
    let quiet = 0;
    const frame = () =>
      win.requestAnimationFrame(() => {
        quiet = inFlight === 0 ? quiet + 1 : 0;
        if (quiet < QUIET_FRAMES) return frame();
        win.clearTimeout(deadline);
        resolve();
      });
    frame();
  }));
}
