import { describe, expect, it } from 'vitest';
import { reporterSettings } from '../../../../shared/domain/telemetry/settings';
import { CONSENT_COOKIE } from '../../../../shared/domain/page/cookie-consent';
import { STATISTICS_CONSENT_COOKIE, statisticsAllowed } from '../../../../shared/domain/telemetry/consent';
import { eventOfConsoleLine } from '../../../../shared/domain/telemetry/console-lines';
import { pathPattern } from '../../../../shared/domain/telemetry/path-pattern';
import {
  allowed,
  batches,
  MAX_EVENTS,
  sampled,
  type ReportEvent,
} from '../../../../shared/domain/telemetry/report-events';

describe('pathPattern', () => {
  it('replaces ids and drops the query string', () => {
    expect(pathPattern('/api/baskets/B1001/lines/42?cacheKey=abc')).toBe('/api/baskets/{id}/lines/{id}');
    expect(pathPattern('/api/customers/3f2504e0-4f89-11d3-9a0c-0305e82c3301/addresses')).toBe(
      '/api/customers/{id}/addresses',
    );
    expect(pathPattern('/api/users/anna%40example.dk')).toBe('/api/users/{id}');
    expect(pathPattern('/api/users/anna@example.dk#x')).toBe('/api/users/{id}');
  });

  it('keeps word segments', () => {
    expect(pathPattern('/api/campaigns/banners')).toBe('/api/campaigns/banners');
  });
});

describe('batching, sampling and consent', () => {
  const failure: ReportEvent = { type: 'session', at: 1 };
  const vital: ReportEvent = { type: 'vital', name: 'LCP', value: 1800, rating: 'good', at: 2 };

  it('cuts the queue into reports of at most MAX_EVENTS, none when empty', () => {
    const queue = Array.from({ length: MAX_EVENTS * 2 + 1 }, (_, at) => ({ type: 'session', at }) as ReportEvent);
    expect(batches(queue).map((b) => b.length)).toEqual([MAX_EVENTS, MAX_EVENTS, 1]);
    expect(batches([])).toEqual([]);
  });

  it('sends a page when its draw is below the rate', () => {
    expect(sampled(0.1, 0.05)).toBe(true);
    expect(sampled(0.1, 0.1)).toBe(false);
    expect(sampled(0, 0)).toBe(false);
    expect(sampled(1, 0.999)).toBe(true);
  });

  it('sends failures without consent and vitals only with it', () => {
    expect(allowed([failure, vital], false)).toEqual([failure]);
    expect(allowed([failure, vital], true)).toEqual([failure, vital]);
  });
});

describe('eventOfConsoleLine', () => {
  it('reads island failures, keeping only the widget and the kind', () => {
    expect(eventOfConsoleLine('[wsh] widget "mini-basket" could not be loaded', 5)).toEqual({
      type: 'island',
      widget: 'mini-basket',
      kind: 'chunk',
      at: 5,
    });
    expect(eventOfConsoleLine('[wsh] widget "quick-order" is from another bundle version', 5)).toMatchObject({
      kind: 'version',
    });
    expect(
      eventOfConsoleLine('[wsh] widget "favorites" could not be shown (crashed): Anna Hansen not found', 5),
    ).toEqual({ type: 'island', widget: 'favorites', kind: 'crashed', at: 5 });
  });

  it('reads refused redirects and links without their targets', () => {
    expect(eventOfConsoleLine('[wsh] refused to redirect to "https://evil.example/?u=42"', 1)).toEqual({
      type: 'refused',
      what: 'redirect',
      at: 1,
    });
    expect(
      eventOfConsoleLine('[wsh] checkout-basket: refused next-step URL "https://x.example" (same-origin only)', 1),
    ).toEqual({ type: 'refused', what: 'link', at: 1 });
  });

  it('ignores other lines and values', () => {
    expect(eventOfConsoleLine('[wsh] page context: loginUrl fell back', 1)).toBeUndefined();
    expect(eventOfConsoleLine(new Error('x'), 1)).toBeUndefined();
  });
});

describe('no personal data in any event shape', () => {
  // Every string field of every event is a category, a widget name or a path pattern.
  const events: ReportEvent[] = [
    { type: 'island', widget: 'mini-basket', kind: 'crashed', at: 1 },
    { type: 'save', outcome: 'rejected', at: 1 },
    { type: 'session', at: 1 },
    { type: 'api', method: 'PUT', path: pathPattern('/api/baskets/B77/lines/9?q=anna@example.dk'), status: 500, at: 1 },
    { type: 'refused', what: 'redirect', at: 1 },
    {
      type: 'vital',
      name: 'INP',
      value: 240,
      rating: 'needs-improvement',
      island: 'quick-order',
      element: 'button',
      at: 1,
    },
  ];
  it('holds no digits in a string, no @ and no spaces', () => {
    for (const event of events)
      for (const value of Object.values(event))
        if (typeof value === 'string') expect(value).toMatch(/^[A-Za-z{}/_-]+$/);
  });
});

describe('the consent rule', () => {
  it("names the cookie-consent island's cookie", () => {
    expect(STATISTICS_CONSENT_COOKIE).toEqual({ name: CONSENT_COOKIE.name, value: CONSENT_COOKIE.value });
  });

  it('allows statistics only with the consent cookie set to 1', () => {
    expect(statisticsAllowed('a=b; _cc=1; c=d')).toBe(true);
    expect(statisticsAllowed('_cc=0')).toBe(false);
    expect(statisticsAllowed('x_cc=1')).toBe(false);
    expect(statisticsAllowed('')).toBe(false);
  });
});

describe('reporterSettings', () => {
  it('reads the collector, the sample rate and the page type from the page context', () => {
    expect(reporterSettings('{"telemetryUrl":"/telemetry","telemetrySampleRate":0.1,"pageType":"SearchPage"}')).toEqual(
      { settings: { telemetryUrl: '/telemetry', telemetrySampleRate: 0.1, pageType: 'SearchPage' } },
    );
  });

  it('reports every page when the rate is missing, and says so when it is wrong', () => {
    expect(reporterSettings('{"telemetryUrl":"/t"}').settings.telemetrySampleRate).toBe(1);
    const wrong = reporterSettings('{"telemetryUrl":"/t","telemetrySampleRate":"10%"}');
    expect(wrong.settings.telemetrySampleRate).toBe(1);
    expect(wrong.problem).toContain('telemetrySampleRate must be a number from 0 to 1');
    expect(reporterSettings('{"telemetrySampleRate":1.5}').problem).toBeDefined();
  });

  it('reads a missing or broken page context as no collector', () => {
    expect(reporterSettings(null).settings.telemetryUrl).toBe('');
    expect(reporterSettings('{').settings.telemetryUrl).toBe('');
  });
});
