/**
 * Web vitals (issue #35) with the web-vitals library's attribution build: INP names the island and the element
 * type of the interaction, never a selector (it could hold ids or classes that name a customer's data).
 */
// Loaded already by the core that imports this chunk. An entry that reaches no React module gave esbuild's
// runtime helpers, which the React chunk holds, a chunk of their own that every page then loaded.
import '../react-runtime';
import { onCLS, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import type { ReportEvent } from '../../domain/telemetry/report-events';

/** `<island> <element>`: the widget the element is in ("page" outside islands) and its tag name. */
export const interactionTarget = (el: Node | null): string => {
  const element = el instanceof Element ? el : null;
  const island = element?.closest('[data-widget]')?.getAttribute('data-widget') ?? 'page';
  return `${island.slice(0, 60)} ${element?.localName ?? 'unknown'}`;
};

export function vitalEvent(metric: MetricWithAttribution, at: number): ReportEvent {
  const event: ReportEvent = {
    type: 'vital',
    name: metric.name,
    value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value) / (metric.name === 'CLS' ? 1000 : 1),
    rating: metric.rating,
    at,
  };
  if (metric.name === 'INP') {
    const [island, element] = (metric.attribution.interactionTarget ?? '').split(' ');
    return { ...event, island: island || 'page', element: element || 'unknown' };
  }
  return event;
}

export function recordVitals(push: (e: ReportEvent) => void): void {
  const report = (metric: MetricWithAttribution) => push(vitalEvent(metric, Math.round(performance.now())));
  const opts = { generateTarget: interactionTarget };
  onLCP(report, opts);
  onINP(report, opts);
  onCLS(report, opts);
  onTTFB(report, opts);
}
