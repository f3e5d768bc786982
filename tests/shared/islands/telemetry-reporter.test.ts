import { afterEach, describe, expect, it, vi } from 'vitest';
import { $pageContext, reloadPageContext } from '../../../shared/context/page-context';
import { reporterSettings } from '../../../shared/domain/telemetry/settings';
import type { Report } from '../../../shared/domain/telemetry/report-events';
import { emit } from '../../../shared/events/bus';
import { expiredCookieString } from '../../../shared/lib/cookies';
import { logIslandError } from '../../../shared/islands/island-error';
import { startLoader } from '../../../shared/islands/loader-runtime';
import { eventOfConsoleLine } from '../../../shared/domain/telemetry/console-lines';
import startReporter from '../../../shared/islands/telemetry/reporter';

const setContext = (ctx: object) => {
  document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify(ctx)}</script>`;
  reloadPageContext();
};

const beacons: { url: string; report: Report }[] = [];
/** Each test's reporters end with it: the unit tests share their worker's document (isolate: false). */
let controller = new AbortController();
const original = console.error;

/** The settings as start-reporter.ts reads them from the page. */
const settings = () => reporterSettings(document.getElementById('page-context')?.textContent).settings;

function start(draw = 0) {
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, report: JSON.parse(body) as Report }) > 0,
  });
  const recordVitals = vi.fn();
  const flush = startReporter(settings(), { draw, recordVitals, signal: controller.signal });
  return { flush, recordVitals };
}

afterEach(() => {
  controller.abort();
  controller = new AbortController();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  console.error = original;
  // Removed as the suite removes cookies (an expiry in the past): with max-age=0 happy-dom keeps `_cc=` for the
  // millisecond of "now", for good under fake timers, and the next file of the worker read no consent from it.
  document.cookie = expiredCookieString('_cc');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the reporter (issue #35)', () => {
  it('loads nothing and sends nothing when the page context names no collector', () => {
    setContext({ pageType: 'ProductPage' });
    expect(start().flush).toBeUndefined();
  });

  it('refuses a cross-origin collector with a message for the editor', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setContext({ telemetryUrl: 'https://collector.example/r' });
    expect(warn.mock.calls.join(' ')).toContain('telemetryUrl');
    // The core names no collector, so it never imports the reporter (mount-island.tsx).
    expect($pageContext.get().telemetryUrl).toBe('');
    warn.mockRestore();
  });

  it("sends the page's failures as one report on page hide, ids replaced, no vitals without consent", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setContext({ pageType: 'BasketPage', telemetryUrl: '/telemetry' });
    document.body.innerHTML = '<div data-widget="quick-order" data-island-state="error"></div>';
    console.error = () => undefined;
    const { recordVitals } = start();
    logIslandError('favorites', 'crashed', ['Anna Hansen']);
    emit('exception', { status: 500, method: 'PUT', path: '/api/baskets/B1001/lines/7', message: 'boom' });
    emit('basketBatchCompleted', { basketId: 'B1001', ok: false, failure: 'transient' });
    emit('basketBatchCompleted', { basketId: 'B1001', ok: true });
    emit('sessionExpired', { status: 401, method: 'GET', path: '/api/basket' });
    window.dispatchEvent(new Event('pagehide'));

    expect(recordVitals).not.toHaveBeenCalled();
    expect(beacons).toHaveLength(1);
    const { url, report } = beacons[0]!;
    expect(url).toBe('/telemetry');
    expect(report).toMatchObject({ v: 1, pageType: 'BasketPage', consent: false });
    expect(report.events.map((e) => e.type)).toEqual(['island', 'island', 'api', 'save', 'session']);
    expect(report.events[1]).toMatchObject({ widget: 'favorites', kind: 'crashed' });
    expect(report.events[2]).toMatchObject({ path: '/api/baskets/{id}/lines/{id}', status: 500 });
    expect(JSON.stringify(report)).not.toMatch(/Anna|B1001|boom/);

    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1); // nothing new, nothing sent
  });

  it('measures vitals once the visitor consents to statistics', () => {
    vi.useFakeTimers();
    setContext({ telemetryUrl: '/telemetry' });
    const { recordVitals } = start();
    expect(recordVitals).not.toHaveBeenCalled();
    document.cookie = '_cc=1; path=/';
    emit('cookieConsentGiven', {});
    vi.runAllTimers();
    expect(recordVitals).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('reports nothing on a page outside the sample', () => {
    setContext({ telemetryUrl: '/telemetry', telemetrySampleRate: 0.25 });
    expect(start(0.5).flush).toBeUndefined();
    expect(start(0.2).flush).toBeTypeOf('function');
  });
});

describe("the console lines the reporter reads, as the bundle's loggers write them", () => {
  it('reads the loader\'s "could not be loaded" and the boundary\'s "could not be shown (kind)"', async () => {
    const lines: unknown[] = [];
    console.error = (line: unknown) => void lines.push(line);
    document.body.innerHTML = '<div data-widget="broken" data-load-on="eager"></div>';
    const loader = startLoader({ broken: () => Promise.reject(new Error('offline')) });
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    logIslandError('favorites', 'props', ['name: required']);
    loader.stop();
    expect(lines.map((line) => eventOfConsoleLine(line, 0))).toEqual([
      { type: 'island', widget: 'broken', kind: 'chunk', at: 0 },
      { type: 'island', widget: 'favorites', kind: 'props', at: 0 },
    ]);
  });
});
