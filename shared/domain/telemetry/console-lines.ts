import type { ReportEvent } from './report-events';

/**
 * Reads the bundle's own `[wsh]` console lines into report events. The loader, the island boundary and the
 * redirect and link checks already log each failure once (shared/islands/loader-runtime.ts, island-error.tsx,
 * shared/api/http/redirect.ts): reading those lines keeps the reporting code out of the core chunk that every
 * page loads (decision 0009). tests/shared/islands/telemetry-reporter.test.ts pins the lines the loggers write.
 * Only the widget name and the kind are kept: a line's details and targets may hold ids or text.
 */
export function eventOfConsoleLine(line: unknown, at: number): ReportEvent | undefined {
  if (typeof line !== 'string' || !line.startsWith('[wsh] ')) return undefined;
  const island =
    /^\[wsh\] widget "([\w-]{1,60})" (could not be loaded|is from another bundle version|could not be shown \(([\w-]{1,40})\))/.exec(
      line,
    );
  if (island) {
    const kind = island[3] ?? (island[2] === 'could not be loaded' ? 'chunk' : 'version');
    return { type: 'island', widget: island[1]!, kind, at };
  }
  if (line.startsWith('[wsh] refused to redirect')) return { type: 'refused', what: 'redirect', at };
  if (/^\[wsh\] [\w-]+: refused [\w -]*URL/.test(line)) return { type: 'refused', what: 'link', at };
  return undefined;
}
