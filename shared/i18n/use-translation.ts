import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $language, i18n } from './i18n';
import type { Namespace, WidgetT } from './text-keys';

/**
 * `t` for a namespace (falling back to `common`); re-renders the component when the language changes.
 * The namespace's texts module types it: an unknown key does not compile (shared/i18n/text-keys.ts).
 */
export function useT(): WidgetT<'common'>;
export function useT<N extends Namespace>(ns: N): WidgetT<N>;
export function useT(ns: Namespace = 'common'): WidgetT<Namespace> {
  const language = useStore($language);
  return useMemo(() => i18n.getFixedT(language, [ns, 'common']), [language, ns]);
}
