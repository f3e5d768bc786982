import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { dropSizeApi } from '../../shared/api/drop-size-api';
import {
  isDropSizeReached,
  phaseAfterAnswer,
  phaseAfterFade,
  type DropSizePhase,
} from '../../shared/domain/basket/drop-size';
import { TIMING } from '../../shared/lib/timing';
import { $basket } from '../../shared/stores/basket/basket';

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

/**
 * Asks the server for the drop size of the current basket whenever its subtotal or expected delivery
 * date changes, and runs the 500 ms fade once the limit is reached.
 */
export function useDropSize(enabled: boolean): DropSizeView {
  // The warning can stand alone on a page: reading the basket loads it (once per page, whoever reads first).
  const basket = useStore($basket);
  const [view, setView] = useState<DropSizeView>({ phase: 'hidden', message: null });
  const subTotal = basket?.SubTotalForDropSize;
  const date = basket?.Delivery.ExpectedDate;

  useEffect(() => {
    if (!enabled || subTotal === undefined || !date) return;
    // Cleared when the basket changes again: only the latest request's answer counts.
    let latest = true;
    dropSizeApi.dropSize(subTotal, date).then(
      (answer) => {
        if (!latest) return;
        const reached = isDropSizeReached(answer);
        setView((v) => ({
          phase: phaseAfterAnswer(v.phase, reached),
          // While fading, the text that was shown stays; a reached answer would say "0 more".
          message: reached
            ? v.message
            : { amount: answer.FormattedMissingAmount, limit: answer.FormattedDropSizeLimit, date },
        }));
      },
      // A failed call is reported by the exception overlay; the last known warning stays as it is.
      () => {},
    );
    return () => {
      latest = false;
    };
  }, [enabled, subTotal, date]);

  useEffect(() => {
    if (view.phase !== 'fading') return;
    const id = setTimeout(() => setView((v) => ({ ...v, phase: phaseAfterFade(v.phase) })), TIMING.dropSizeFade);
    return () => clearTimeout(id);
  }, [view.phase]);

  return view;
}
