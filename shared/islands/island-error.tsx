import { useStore } from '@nanostores/react';
import { useT } from '../i18n/use-translation';
import { $pageContext } from '../stores/page-context';

export type IslandErrorKind = 'props' | 'crashed' | 'page-context' | 'unknown-widget' | 'json' | 'load-on';

const titleKey: Record<IslandErrorKind, string> = {
  props: 'island.errorProps',
  crashed: 'island.errorCrashed',
  'page-context': 'island.errorPageContext',
  'unknown-widget': 'island.errorUnknown',
  json: 'island.errorJson',
  'load-on': 'island.errorLoadOn',
};

/**
 * The inline message an island shows instead of itself. Editors (page context editorMode, demo
 * pages) see the widget name, what is wrong and the details; shoppers see one neutral sentence.
 */
export function IslandError({ widget, kind, details }: { widget: string; kind: IslandErrorKind; details: string[] }) {
  const t = useT();
  const { editorMode } = useStore($pageContext);
  if (!editorMode) return <p className="wsh-island-error">{t('island.errorNeutral')}</p>;
  return (
    <div className="wsh-island-error wsh-island-error--editor">
      <p className="wsh-island-error__title">
        <strong>{t('island.errorTitle', { widget })}</strong>: {t(titleKey[kind])}
      </p>
      {details.length > 0 && (
        <>
          <p>{t('island.errorHint')}</p>
          <ul>
            {details.map((d) => (
              <li key={d}>
                <code>{d}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Logs an island problem for developers, in every mode (production shows only the neutral text). */
export function logIslandError(widget: string, kind: IslandErrorKind, details: string[], error?: unknown): void {
  console.error(`[wsh] widget "${widget}" could not be shown (${kind})${details.length ? `: ${details.join('; ')}` : ''}`, ...(error ? [error] : []));
}
