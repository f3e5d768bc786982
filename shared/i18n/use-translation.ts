import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { TOptions } from 'i18next';
import { $language, currentTextsVersion, i18n } from './i18n';
import type { Namespace, WidgetT } from './text-keys';

/**
 * Texts already translated, by language, namespace, key and options, for the texts as they were at
 * `cachedFor` (a text added since, a widget's or a CMS override, clears it). The rows of a product list ask
 * for the same labels again and again, and i18next resolves every call anew: at 4x CPU a quarter of
 * changing a page of the search results (bench (k)). Kept to MAX_CACHED: a long list's names stay bounded.
 */
const cache = new Map<string, string>();
let cachedFor = -1;
const MAX_CACHED = 2000;

function cached(t: (key: string, options?: TOptions) => string, prefix: string) {
  return (key: string, options?: TOptions): string => {
    if (cachedFor !== currentTextsVersion() || cache.size >= MAX_CACHED) {
      cache.clear();
      cachedFor = currentTextsVersion();
    }
    const id = `${prefix}${key}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
    let text = cache.get(id);
    if (text === undefined) cache.set(id, (text = t(key, options)));
    return text;
  };
}

/**
 * `t` for a namespace (falling back to `common`); re-renders the component when the language changes.
 * The namespace's texts module types it: an unknown key does not compile (shared/i18n/text-keys.ts).
 */
export function useT(): WidgetT<'common'>;
export function useT<N extends Namespace>(ns: N): WidgetT<N>;
export function useT(ns: Namespace = 'common'): WidgetT<Namespace> {
  const language = useStore($language);
  return useMemo(
    () => cached(i18n.getFixedT(language, [ns, 'common']), `${language}\u0000${ns}\u0000`) as WidgetT<Namespace>,
    [language, ns],
  );
}
