import { BASKET_NAME_MAX_LENGTH, type BasketNameProblem } from '../../shared/domain/basket/all-baskets';
import type { WidgetT } from '../../shared/i18n/text-keys';
import type { NS } from './texts';

/** The field's message for a name the page refuses before asking the server. */
export function problemText(t: WidgetT<typeof NS>, problem: BasketNameProblem): string {
  if (problem === 'empty') return t('nameEmpty');
  if (problem === 'tooLong') return t('nameTooLong', { max: BASKET_NAME_MAX_LENGTH });
  return t('nameTaken');
}
