import './react-runtime';
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import baseCss from '../ui/primitives/base.css?inline';
import { addWidgetResources, initI18n } from '../i18n/i18n';
import type { WidgetResources } from '../i18n/common-resources';
import { $pageContextReading, reportPageContextProblems } from '../context/page-context';
import { registerLoggedInOncePerDay } from '../stores/session-marker';
import { firstContent } from '../api/http/first-content';
import { adoptStyles } from '../ui/primitives/adopt-styles';
import { IslandBoundary } from './island-boundary';
import { IslandError, logIslandError, type IslandErrorKind } from './island-error';
import type { IslandHandle, IslandState } from './load-on';

export interface MountOptions {
  widget: string;
  styles?: string;
  resources?: WidgetResources;
}

export function setIslandState(el: HTMLElement, state: IslandState): void {
  el.dataset.islandState = state;
}

/** Prepares the page once (i18n, base styles) and the widget (its texts and styles) before the first render. */
let pageStarted = false;

function prepare(opts: MountOptions): void {
  if (!pageStarted) {
    pageStarted = true;
    reportPageContextProblems();
    // Bookkeeping, nothing the buyer waits for: after the page's first content (issue #35).
    void firstContent().then(registerLoggedInOncePerDay);
    // Reporting (issue #35) is a lazy chunk, loaded only on pages whose context names a collector.
    if ($pageContextReading.get().context.telemetryUrl) void import('./telemetry/start-reporter');
  }
  initI18n();
  adoptStyles('wsh-base', baseCss);
  if (opts.styles) adoptStyles(opts.widget, opts.styles);
  if (opts.resources) addWidgetResources(opts.widget, opts.resources);
}

/**
 * Renders content (or an inline error) into its own React root inside its own error boundary.
 * Returns the handle the loader uses to unmount the island when its element leaves the page.
 */
export function mountIsland(
  el: HTMLElement,
  opts: MountOptions,
  content: ReactNode | { error: IslandErrorKind; details: string[] },
): IslandHandle {
  prepare(opts);
  const root = createRoot(el);
  const isError = typeof content === 'object' && content !== null && 'error' in content;
  const body = isError ? <IslandError widget={opts.widget} kind={content.error} details={content.details} /> : content;
  if (isError) logIslandError(opts.widget, content.error, content.details);
  // An error known before the render is the island's state as it is logged, not only once React commits: the
  // reporter (issue #35), which may start in between, finds an island that failed before it by this state.
  setIslandState(el, isError ? 'error' : 'loading');
  // Not in a transition (issue #19): a transition's render yields every 5 ms, but commits only once whole, and
  // the page then did other work (answers arriving, other islands) before painting it, so the first content came
  // late (Lighthouse LCP about 0.2 s later at 4x CPU, with no lower blocking time to show for it).
  root.render(
    <IslandBoundary widget={opts.widget} onError={() => setIslandState(el, 'error')}>
      {body}
      <Committed
        onCommit={() => {
          setIslandState(el, isError ? 'error' : 'mounted');
          performance.mark(`wsh:mounted:${opts.widget}`);
        }}
      />
    </IslandBoundary>,
  );
  return {
    unmount() {
      root.unmount();
    },
  };
}

/**
 * Reports the island as mounted once React has committed its first render; a widget that throws
 * while rendering never commits this, so its island goes straight to `error`.
 */
function Committed({ onCommit }: { onCommit(): void }) {
  // The root renders this element once, so onCommit never changes and this runs once.
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

/** The page-context problem an island that needs it must show, or null when the context is usable. */
export function pageContextProblem(): string[] | null {
  const reading = $pageContextReading.get();
  return reading.status === 'ok' ? null : reading.problems;
}
