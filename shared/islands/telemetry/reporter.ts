/**
 * The reporter (issue #35): a lazy chunk that the core imports only when the page context names a collector
 * (mount-island.tsx, start-reporter.ts). It queues failures from the bus's `wsh:` events on document and the bundle's console
 * lines, adds web vitals once the page is idle and the visitor's consent allows statistics, and sends the queue
 * with sendBeacon as the page is hidden. Format: docs/server-contract.md "Reports".
 *
 * It imports nothing the core holds (its settings come from the page context's raw JSON, events from document): a module both
 * the core and this chunk import would split the core chunk of every page (decision 0009).
 */
// Loaded already by the core that imports this chunk. An entry that reaches no React module gave esbuild's
// runtime helpers, which the React chunk holds, a chunk of their own that every page then loaded.
import '../react-runtime';
import { eventOfConsoleLine } from '../../domain/telemetry/console-lines';
import { statisticsAllowed } from '../../domain/telemetry/consent';
import { pathPattern } from '../../domain/telemetry/path-pattern';
import {
  allowed,
  batches,
  sampled,
  type Report,
  type ReportEvent,
  type ReporterSettings,
} from '../../domain/telemetry/report-events';
import type { EventMap } from '../../events/event-map';

export interface ReporterDeps {
  win: Window & typeof globalThis;
  /** One uniform draw in [0, 1) per page, for the sample rate. */
  draw: number;
  /** Starts the web-vitals recorder; injected so component tests need no browser metrics. */
  recordVitals: (push: (e: ReportEvent) => void) => void;
  /** Ends the reporting (tests: a page lives as long as its test); a page never ends it. */
  signal: AbortSignal;
}

const loadVitals: ReporterDeps['recordVitals'] = (push) =>
  void import('./web-vitals-recorder').then((m) => m.recordVitals(push));

/** Starts reporting on this page; returns the function that sends what is queued (also run on page hide). */
export default function startReporter(
  context: ReporterSettings,
  deps: Partial<ReporterDeps> = {},
): (() => void) | undefined {
  const { win = window, draw = Math.random(), recordVitals = loadVitals, signal } = deps;
  const { telemetryUrl, telemetrySampleRate, pageType } = context;
  if (!telemetryUrl || !sampled(telemetrySampleRate, draw)) return undefined;
  const doc = win.document;
  const queue: ReportEvent[] = [];
  const at = () => Math.round(win.performance.now());
  const push = (e: ReportEvent) => void queue.push(e);
  const consent = () => statisticsAllowed(doc.cookie);
  const on = <K extends keyof EventMap>(name: K, listener: (d: EventMap[K]) => void) =>
    doc.addEventListener(`wsh:${name}`, (e) => listener((e as CustomEvent<EventMap[K]>).detail), { signal });

  on('exception', (d) =>
    push({ type: 'api', method: d.method, path: pathPattern(d.path), status: d.status, at: at() }),
  );
  on('basketBatchCompleted', (d) => !d.ok && push({ type: 'save', outcome: d.failure ?? 'unknown', at: at() }));
  on('sessionExpired', () => push({ type: 'session', at: at() }));

  // Islands that failed before this chunk arrived show it on their element; their kind is no longer known.
  doc.querySelectorAll<HTMLElement>('[data-island-state="error"][data-widget]').forEach((el) => {
    push({ type: 'island', widget: el.dataset.widget!.slice(0, 60), kind: 'early', at: at() });
  });
  const error = win.console.error;
  win.console.error = (...args: unknown[]) => {
    const event = eventOfConsoleLine(args[0], at());
    if (event) push(event);
    error.apply(win.console, args);
  };
  signal?.addEventListener('abort', () => (win.console.error = error));

  // Vitals are statistics: measured only once consent allows them, and after the page is idle.
  let vitals = false;
  const startVitals = () => {
    if (vitals || !consent()) return;
    vitals = true;
    const idle = win.requestIdleCallback?.bind(win) ?? ((f: () => void) => win.setTimeout(f, 1));
    idle(() => recordVitals(push), { timeout: 5000 });
  };
  startVitals();
  on('cookieConsentGiven', startVitals);

  const bundle = /[^/]*$/.exec(import.meta.url ?? '')?.[0] ?? '';
  const flush = () => {
    const c = consent();
    for (const events of batches(allowed(queue.splice(0), c))) {
      const report: Report = { v: 1, bundle, pageType, consent: c, events };
      win.navigator.sendBeacon(telemetryUrl, JSON.stringify(report));
    }
  };
  // On window, so it runs after web-vitals' own listeners on document have reported their final values.
  win.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && flush(), { signal });
  win.addEventListener('pagehide', flush, { signal });
  return flush;
}
