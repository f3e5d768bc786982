/**
 * The report the bundle sends to the page context's collector (issue #35; docs/server-contract.md "Reports").
 * Every field is a category, a number or a pattern: no names, e-mail addresses, free text, quantities or raw
 * ids, so a report never holds personal data whatever the page did.
 */
export type ReportEvent =
  /** An island that could not load (`chunk`), was from another bundle version, or showed its inline error. */
  | { type: 'island'; widget: string; kind: string; at: number }
  /** A basket save that failed after its retries, and how it ended (shared/domain/basket-save.ts). */
  | { type: 'save'; outcome: string; at: number }
  | { type: 'session'; at: number }
  /** An API failure: its path as a pattern (ids replaced), method and status; status 200 = an unreadable answer. */
  | { type: 'api'; method: string; path: string; status: number; at: number }
  /** A redirect or link the bundle would not follow; never its target. */
  | { type: 'refused'; what: 'redirect' | 'link'; at: number }
  /** A web vital; for INP the island and element type of the interaction. */
  | { type: 'vital'; name: string; value: number; rating: string; island?: string; element?: string; at: number };

/** What the reporter needs of the page context. */
export interface ReporterSettings {
  /** The collector, same origin; empty: no reports. */
  telemetryUrl: string;
  /** Share of pages that report, 0 to 1. */
  telemetrySampleRate: number;
  pageType: string;
}

export interface Report {
  /** Format version. */
  v: 1;
  /** The bundle's version: the reporter chunk's content-hashed file name. */
  bundle: string;
  pageType: string;
  /** Whether the visitor's cookie consent allows statistics (then vitals are sent too). */
  consent: boolean;
  events: ReportEvent[];
}

/** Events sent without consent: only failures, which keep the shop working (docs/server-contract.md). */
export const strictlyNecessary = (e: ReportEvent): boolean => e.type !== 'vital';

/** What may be sent now: everything with consent, failures only without. */
export const allowed = (events: readonly ReportEvent[], consent: boolean): ReportEvent[] =>
  consent ? [...events] : events.filter(strictlyNecessary);

/** Most events one report carries; sendBeacon payloads are limited (64 KiB in Chromium) and reports stay small. */
export const MAX_EVENTS = 50;

/** Cuts the queue into reports of at most MAX_EVENTS each, in order; none when nothing is queued. */
export function batches(events: readonly ReportEvent[], max = MAX_EVENTS): ReportEvent[][] {
  const out: ReportEvent[][] = [];
  for (let i = 0; i < events.length; i += max) out.push(events.slice(i, i + max));
  return out;
}

/**
 * Whether this page reports at all: a page is in the sample when `draw` (uniform in [0, 1)) is below the rate,
 * drawn once per page so a page's events are sent together or not at all.
 */
export const sampled = (rate: number, draw: number): boolean => draw < rate;
