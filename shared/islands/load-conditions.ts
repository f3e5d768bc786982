import { DEFAULT_LOAD_ON, LOAD_ON, type LoadOn } from './load-on';

/** Page events that count as the first interaction (load condition `interaction`). */
const INTERACTION_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'focusin',
  'scroll',
  'wheel',
] as const;
/** Islands just below the fold start loading a little before they scroll into view. */
const VISIBLE_ROOT_MARGIN = '200px';
/** Longest wait for an idle moment: a busy page must not keep its islands away forever. */
const IDLE_TIMEOUT_MS = 2000;

export function parseLoadOn(value: string | null): { ok: true; value: LoadOn } | { ok: false; detail: string } {
  if (value === null || value === '') return { ok: true, value: DEFAULT_LOAD_ON };
  return (LOAD_ON as readonly string[]).includes(value)
    ? { ok: true, value: value as LoadOn }
    : { ok: false, detail: `data-load-on="${value}"; use one of ${LOAD_ON.join(', ')}` };
}

/**
 * The load conditions of one page. The page-wide ones (first content, idle, first interaction) are computed
 * once and shared by every island; one IntersectionObserver serves every `visible` island.
 * `firstContent`: settles once the islands that load at once have loaded and the page's first content is up
 * (their first reads answered and painted). Idle and visible islands wait for it (at most IDLE_TIMEOUT_MS):
 * an idle moment comes while the eager chunks and reads are still on their way, and a visible island in view
 * at the start is the page's second thing, so neither may take bandwidth and connections from them
 * (issues #19 and #35).
 */
export function createLoadConditions(
  win: Window & typeof globalThis = window,
  firstContent: () => Promise<unknown> = () => Promise.resolve(),
) {
  let first: Promise<unknown> | undefined;
  let idle: Promise<void> | undefined;
  let interaction: Promise<void> | undefined;
  let observer: IntersectionObserver | undefined;
  const waitingForView = new Map<Element, () => void>();

  const whenFirstContent = () =>
    // A microtask first: the loader is still finding the page's islands when the first one asks.
    (first ??= Promise.resolve().then(() =>
      Promise.race([firstContent(), new Promise((resolve) => win.setTimeout(resolve, IDLE_TIMEOUT_MS))]),
    ));

  const whenIdle = () =>
    (idle ??= whenFirstContent().then(
      () =>
        new Promise<void>((resolve) => {
          if (typeof win.requestIdleCallback === 'function')
            win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
          else win.setTimeout(resolve, 1);
        }),
    ));

  const whenInteraction = () =>
    (interaction ??= new Promise<void>((resolve) => {
      const done = () => {
        for (const type of INTERACTION_EVENTS) win.removeEventListener(type, done, true);
        resolve();
      };
      for (const type of INTERACTION_EVENTS) win.addEventListener(type, done, { capture: true, passive: true });
    }));

  const whenVisible = (el: Element) =>
    new Promise<void>((resolve) => {
      if (typeof win.IntersectionObserver !== 'function') return resolve();
      observer ??= new win.IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            waitingForView.get(entry.target)?.();
            waitingForView.delete(entry.target);
          }
        },
        { rootMargin: VISIBLE_ROOT_MARGIN },
      );
      waitingForView.set(el, resolve);
      observer.observe(el);
    });

  return {
    when(loadOn: LoadOn, el: Element): Promise<void> {
      switch (loadOn) {
        case 'eager':
          return Promise.resolve();
        case 'idle':
          return whenIdle();
        case 'visible':
          return whenFirstContent().then(() => whenVisible(el));
        case 'interaction':
          return whenInteraction();
      }
    },
    /** Stops watching an element that left the page before it became visible. */
    forget(el: Element): void {
      observer?.unobserve(el);
      waitingForView.delete(el);
    },
  };
}
