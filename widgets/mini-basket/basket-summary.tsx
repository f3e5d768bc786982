import type { Basket } from '../../shared/domain/models';
import { useT } from '../../shared/i18n/use-translation';
import { deadlineParts, subTotalText } from './format';

/** The button's content: icon with the number of lines, subtotal and order deadline. */
export function BasketSummaryText({ basket }: { basket: Basket }) {
  const t = useT('mini-basket');
  const deadline = deadlineParts(basket.Deliverability?.OrderDeadline);
  return (
    <>
      <span className="wsh-mini-basket__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4c-.8 1.4.2 3 1.8 3h12v-2H7l1.1-2h7.5c.8 0 1.4-.4 1.8-1l3.6-6.5A1 1 0 0 0 20 4H5.2l-.9-2H1Z"
          />
        </svg>
        <span className="wsh-mini-basket__badge">{basket.NumberOfLines}</span>
      </span>
      {/* The badge is only a figure; screen readers get "Basket, 7 lines" instead. */}
      <span className="wsh-visually-hidden">{`${t('basket')}, ${t('lines', { count: basket.NumberOfLines })}, `}</span>
      <span className="wsh-mini-basket__summary">
        <span className="wsh-mini-basket__subtotal">{subTotalText(basket)}</span>
        {deadline && <span className="wsh-mini-basket__deadline">{t('deadline', deadline)}</span>}
      </span>
    </>
  );
}
