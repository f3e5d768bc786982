import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $language, i18n } from './i18n';

/** `t` for a namespace (falling back to `common`); re-renders the component when the language changes. */
export function useT(ns = 'common') {
  const language = useStore($language);
  return useMemo(() => i18n.getFixedT(language, [ns, 'common']), [language, ns]);
}
