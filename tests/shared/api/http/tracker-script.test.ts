import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runTrackerScript, TRACKER_RETRY_MS } from '../../../../shared/api/http/tracker-script';

const appended = () => vi.mocked(document.head.appendChild).mock.calls.map((c) => c[0] as HTMLScriptElement);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document.head, 'appendChild');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  delete window.dataLayer;
});

describe('AnalyticsTrackerScript', () => {
  it('runs at once when the tag manager is present, wrapped so a failure is logged not thrown', () => {
    window.dataLayer = [];
    runTrackerScript('dataLayer.push({event:"add"})');
    expect(appended()).toHaveLength(1);
    expect(appended()[0]!.textContent).toMatch(
      /^try\{\ndataLayer\.push\(\{event:"add"\}\)\n\}catch\(e\)\{console\.error\('\[wsh\] analytics tracker script failed',e\)\}$/,
    );
  });

  it('waits 500 ms once when the tag manager is absent, then runs', () => {
    runTrackerScript('track()');
    expect(appended()).toHaveLength(0);
    vi.advanceTimersByTime(TRACKER_RETRY_MS - 1);
    expect(appended()).toHaveLength(0);
    window.dataLayer = [];
    vi.advanceTimersByTime(1);
    expect(appended()).toHaveLength(1);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('runs anyway after the one retry and logs that the tag manager is still absent', () => {
    runTrackerScript('track()');
    vi.advanceTimersByTime(500);
    expect(appended()).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('no tag manager after 500 ms'));
  });

  it("puts the loader's nonce on the script (strict CSP; shared/islands/csp-nonce.ts)", () => {
    window.__wshLoader = { stop() {}, nonce: 'n0nce' };
    window.dataLayer = [];
    runTrackerScript('track()');
    expect(appended()[0]!.nonce).toBe('n0nce');
    delete window.__wshLoader;
  });

  it('ignores an empty script', () => {
    window.dataLayer = [];
    runTrackerScript('  ');
    expect(appended()).toHaveLength(0);
  });
});
