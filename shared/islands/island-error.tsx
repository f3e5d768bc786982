import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { useT } from '../i18n/use-translation';
import { $pageContext } from '../context/page-context';

import type { IslandErrorKind } from './load-on';
export type { IslandErrorKind };

/** Editors' detail, loaded only when an editor is shown an error (see island-error-detail.tsx). */
const IslandErrorDetail = lazy(() => import('./island-error-detail'));

/**
 * The inline message an island shows instead of itself. Editors (page context editorMode, demo
 * pages) see the widget name, what is wrong and the details; shoppers see one neutral sentence
 * (and so do editors for the few ms until the detail has loaded).
 */
export function IslandError({ widget, kind, details }: { widget: string; kind: IslandErrorKind; details: string[] }) {
  const t = useT();
  const { editorMode } = useStore($pageContext);
  const neutral = <p className="wsh-island-error">{t('island.errorNeutral')}</p>;
  if (!editorMode) return neutral;
  return (
    <Suspense fallback={neutral}>
      <IslandErrorDetail widget={widget} kind={kind} details={details} />
    </Suspense>
  );
}

/** Logs an island problem for developers, in every mode (production shows only the neutral text). */
export function logIslandError(widget: string, kind: IslandErrorKind, details: string[], error?: unknown): void {
  console.error(
    `[wsh] widget "${widget}" could not be shown (${kind})${details.length ? `: ${details.join('; ')}` : ''}`,
    ...(error ? [error] : []),
  );
}
