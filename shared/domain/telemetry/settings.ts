import type { ReporterSettings } from './report-events';

/**
 * The reporter's settings from the page context's raw JSON (issue #35). The core has checked telemetryUrl (a
 * page-context field: a cross-origin one is refused there, with its console message, and no reporter loads);
 * telemetrySampleRate is checked here, so that the reporting settings cost the core chunk one field.
 * Returns the settings and, for a wrong rate, the line to log (the rate then is 1, like a missing one).
 */
export function reporterSettings(json: string | null | undefined): { settings: ReporterSettings; problem?: string } {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    // The core has said what is wrong with the page context.
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const rate = raw.telemetrySampleRate ?? 1;
  const valid = typeof rate === 'number' && rate >= 0 && rate <= 1;
  return {
    settings: {
      telemetryUrl: text(raw.telemetryUrl),
      telemetrySampleRate: valid ? rate : 1,
      pageType: text(raw.pageType),
    },
    ...(valid
      ? {}
      : {
          problem: `[wsh] page context: telemetrySampleRate must be a number from 0 to 1, got ${JSON.stringify(rate)} (using 1)`,
        }),
  };
}
