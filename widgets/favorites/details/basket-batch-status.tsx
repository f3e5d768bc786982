import type { WidgetT } from '../../../shared/i18n/text-keys';
import type { NS } from './texts';
import type { BatchResult } from './use-basket-batch';

const SKIP_KEY = {
  inBasket: 'skipInBasket',
  unavailable: 'skipUnavailable',
  notDeliverable: 'skipNotDeliverable',
  outOfStock: 'skipOutOfStock',
} as const;

/** What the last "into the basket" did: how many were added, and which were not and why (a live region). */
export function BasketBatchStatus({ result, t }: { result: BatchResult | null; t: WidgetT<typeof NS> }) {
  let text = '';
  if (result?.kind === 'sending') text = t('toBasketSending');
  else if (result?.kind === 'failed') text = t('toBasketFailed');
  else if (result?.kind === 'noBasket') text = t('toBasketNoBasket');
  const done = result?.kind === 'done' ? result : null;
  return (
    <div role="status" className="wsh-favorites-details__basket-status">
      {text}
      {done && (
        <>
          <p>{done.added > 0 ? t('toBasketAdded', { count: done.added }) : t('toBasketNone')}</p>
          {done.skipped.length > 0 && (
            <p>
              {t('toBasketSkipped', {
                list: done.skipped.map((s) => t(SKIP_KEY[s.reason], { product: s.name })).join(', '),
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
