import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { dropSizeApi } from '../../shared/api/drop-size-api';
import {
  isDropSizeReached,
  phaseAfterAnswer,
  phaseAfterFade,
  type DropSizePhase,
} from '../../shared/domain/basket/drop-size';
import { createFetcher } from '../../shared/lib/fetcher';
import { TIMING } from '../../shared/lib/timing';
import { $basket } from '../../shared/stores/basket/basket';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

/** What the warning says: the last answer that had something missing, with the date it was asked for. */
export interface DropSizeMessage {
  amount: string;
  limit: string;
  date: string;
}

export interface DropSizeView {
  phase: DropSizePhase;
  message: DropSizeMessage | null;
}

/** The drop size of a basket subtotal on a date: whether it is reached, and what the warning would say. */
const dropSizes = createFetcher({
  fetch: ({ subTotal, date }: { subTotal: number; date: string }) =>
    dropSizeApi.dropSize(subTotal, date).then((answer) => ({
      reached: isDropSizeReached(answer),
      message: { amount: answer.FormattedMissingAmount, limit: answer.FormattedDropSizeLimit, date },
    })),
});

/**
 * Asks the server for the drop size of the current basket whenever its subtotal or expected delivery
 * date changes, and runs the 500 ms fade once the limit is reached. Only the answer for the basket as it
 * is now counts (the fetcher drops older ones). A failed call is reported by the exception overlay; the
 * last known warning stays as it is.
 */
export function useDropSize(enabled: boolean): DropSizeView {
  // The warning can stand alone on a page: reading the basket loads it (once per page, whoever reads first).
  const basket = useStore($basket);
  const [view, setView] = useState<DropSizeView>({ phase: 'hidden', message: null });
  // The key follows the basket as this island renders it, so a basket that changes twice at once asks once.
  const fetched = useFetcher(dropSizes, enabled ? basket : null, (shown) => {
    const date = shown?.Delivery.ExpectedDate;
    return shown && date ? { subTotal: shown.SubTotalForDropSize, date } : undefined;
  });
  const answer = fetched.status === 'ready' ? fetched.data : undefined;

  // Each new answer moves the view on in the render that brings it (not one render late, from an effect).
  const [seen, setSeen] = useState<typeof answer>(undefined);
  if (answer !== seen) {
    setSeen(answer);
    if (answer)
      setView((v) => ({
        phase: phaseAfterAnswer(v.phase, answer.reached),
        // While fading, the text that was shown stays; a reached answer would say "0 more".
        message: answer.reached ? v.message : answer.message,
      }));
  }

  useEffect(() => {
    if (view.phase !== 'fading') return;
    const id = setTimeout(() => setView((v) => ({ ...v, phase: phaseAfterFade(v.phase) })), TIMING.dropSizeFade);
    return () => clearTimeout(id);
  }, [view.phase]);

  return view;
}
