import { addWidgetResources } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/use-translation';
import { ORDERS_NS, texts } from './texts';

/** The screen's texts: every component of this folder calls it, so the namespace is added before its first `t` (idempotent). */
export function useOrdersT() {
  addWidgetResources(ORDERS_NS, texts);
  return useT(ORDERS_NS);
}
