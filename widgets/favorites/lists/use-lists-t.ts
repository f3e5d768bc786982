import { addWidgetResources } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/use-translation';
import { LISTS_NS, texts } from './texts';

/**
 * The overview's texts. Every component of this folder calls it, so the namespace is added before its
 * first `t` (idempotent), also when a component of this folder is used by another screen (the generated
 * list's "Save as new list" dialog).
 */
export function useListsT() {
  addWidgetResources(LISTS_NS, texts);
  return useT(LISTS_NS);
}
