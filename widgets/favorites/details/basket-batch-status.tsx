import { useId, useState } from 'react';
import { skippedByReason } from '../../../shared/domain/favorites/basket-batch';
import type { WidgetT } from '../../../shared/i18n/text-keys';
import type { NS } from './texts';
import type { BatchResult } from './use-basket-batch';

const GROUP_KEY = {
  inBasket: 'skippedInBasket',
  unavailable: 'skippedUnavailable',
  notDeliverable: 'skippedNotDeliverable',
  outOfStock: 'skippedOutOfStock',
} as const;

/**
 * What the last "into the basket" did, in one line (a live region): sending, how many were added and how many
 * were not, or why nothing was sent. Which products were left out, by reason, opens below on request. The line
 * keeps its place (details.css): the list under it does not move as the answer comes, and the names of many
 * left-out products do not push it down.
 */
export function BasketBatchStatus({ result, t }: { result: BatchResult | null; t: WidgetT<typeof NS> }) {
  const listId = useId();
  // Open for the result it was opened for: the next result starts closed.
  const [openFor, setOpenFor] = useState<BatchResult | null>(null);
  let text = '';
  if (result?.kind === 'sending') text = t('toBasketSending');
  else if (result?.kind === 'failed') text = t('toBasketFailed');
  else if (result?.kind === 'noBasket') text = t('toBasketNoBasket');
  else if (result?.kind === 'done') {
    text = result.added > 0 ? t('toBasketAdded', { count: result.added }) : t('toBasketNone');
    if (result.skipped.length > 0) text += ` ${t('toBasketNotPut', { count: result.skipped.length })}`;
  }
  const skipped = result?.kind === 'done' ? result.skipped : [];
  const open = skipped.length > 0 && openFor === result;
  return (
    <div className="wsh-favorites-details__basket-status">
      <p role="status" className="wsh-favorites-details__basket-line">
        {text}
      </p>
      {skipped.length > 0 && (
        <button
          type="button"
          className="wsh-favorites-details__show-skipped"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpenFor(open ? null : result)}
        >
          {t(open ? 'toBasketHideSkipped' : 'toBasketShowSkipped')}
        </button>
      )}
      {open && (
        <ul id={listId} className="wsh-favorites-details__skipped">
          {skippedByReason(skipped).map(({ reason, products }) => (
            <li key={reason}>{t(GROUP_KEY[reason], { list: products.map((p) => p.name).join(', ') })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
