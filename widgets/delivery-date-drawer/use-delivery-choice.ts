import { useStore } from '@nanostores/react';
import { useCallback, useMemo, useState } from 'react';
import { deliveryApi } from '../../shared/api/delivery-api';
import { isApiHttpError } from '../../shared/api/http/errors';
import { deliveryCalendar, isoDay, preSaleRanges, selectedDay } from '../../shared/domain/basket/delivery-dates';
import { createFetcher } from '../../shared/lib/fetcher';
import { nextTask } from '../../shared/lib/next-task';
import { $basket } from '../../shared/stores/basket/basket';
import { changeDeliveryDate } from '../../shared/stores/delivery';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

export type LoadStatus = 'loading' | 'ready' | 'error';

/**
 * GET delivery/dates for a period (null: normal delivery), asked again on every opening of the drawer
 * (`opening` counts them). The dates shown stay while the next ones load, so the period radio group (and
 * focus in it) stays put; the fetcher drops the answer for a period left before it came, so the dates
 * shown are those of the period chosen last even when the visitor moves through the radios faster than
 * the server answers.
 */
const periodDates = createFetcher({
  fetch: ({ period }: { period: string | null; opening: number }) => deliveryApi.dates(period ?? undefined),
  keep: () => true,
});

/**
 * Changes the basket's delivery date: null when the server took it (and the basket shows that day),
 * else the server's Message for a refused date ('' when there is none to show).
 */
async function saveDeliveryDate(day: string, preSale: boolean): Promise<string | null> {
  const outcome = await changeDeliveryDate(day, { preSale }).catch((error: unknown) => ({
    saved: false as const,
    failure: 'transient' as const,
    error,
  }));
  if (outcome.saved && isoDay($basket.get()?.Delivery.ExpectedDate) === day) return null;
  return !outcome.saved && outcome.failure === 'rejected' && isApiHttpError(outcome.error)
    ? outcome.error.serverMessage
    : '';
}

/** The drawer's state: which period, its dates, the chosen day, and saving it. Resets on every opening. */
export function useDeliveryChoice(open: boolean, onSaved: () => void) {
  const expected = useStore($expectedDeliveryDate);
  const [period, setPeriod] = useState<string | null>(null);
  /** How many times the drawer opened: nothing is asked before the first. */
  const [opening, setOpening] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  /** The server's reason for refusing the date, if it gave one. */
  const [saveMessage, setSaveMessage] = useState('');
  const key = useMemo(() => (opening ? { period, opening } : undefined), [period, opening]);
  const fetched = useFetcher(periodDates, key, (asked) => asked);
  const dates = fetched.data;
  const status: LoadStatus = fetched.status === 'error' ? 'error' : fetched.status === 'loading' ? 'loading' : 'ready';

  // Every opening starts afresh, in the render that opens the drawer (not one render late, from an effect).
  const [seenOpen, setSeenOpen] = useState(false);
  if (open !== seenOpen) {
    setSeenOpen(open);
    if (open) {
      // A pre-sale basket opens on its own period (the server keeps it on the basket).
      setPeriod($basket.get()?.PreSale?.Id ?? null);
      setOpening((n) => n + 1);
      setChosen(null);
      setSaveFailed(false);
    }
  }

  const calendar = useMemo(() => (dates ? deliveryCalendar(dates) : null), [dates]);
  // Kept while another period loads, so the radio group (and focus in it) stays put.
  const periods = useMemo(() => preSaleRanges(dates?.PreSalePeriods ?? []), [dates]);
  const selected = calendar && status === 'ready' ? selectedDay(calendar, chosen, expected) : null;
  // The same function on every render, so the month grid (memoised) is not drawn again when only the saving
  // state changes: the confirming click then does less in its task (issue #35, bench (k)).
  const choose = useCallback((day: string) => {
    setChosen(day);
    setSaveFailed(false);
  }, []);

  return {
    status,
    calendar: status === 'ready' ? calendar : null,
    periods,
    period,
    selected,
    saving,
    saveFailed,
    saveMessage,
    retry: fetched.retry,
    choosePeriod(id: string | null) {
      setPeriod(id);
      setChosen(null);
      setSaveFailed(false);
    },
    choose,
    async save() {
      if (!selected || saving) return;
      const preSale = period !== null;
      const delivery = $basket.get()?.Delivery;
      // Nothing changes: just close, no call.
      if (delivery && isoDay(delivery.ExpectedDate) === selected && delivery.PreSaleIndicator === preSale)
        return onSaved();
      setSaving(true);
      setSaveFailed(false);
      // The click's task draws the saving state; the change is recorded and sent from the next one. Both in one task
      // made it 40-50 ms at 4x CPU (issue #35, bench (k)).
      await nextTask();
      const refused = await saveDeliveryDate(selected, preSale);
      setSaving(false);
      if (refused === null) return onSaved();
      setSaveMessage(refused);
      setSaveFailed(true);
    },
  };
}

export type DeliveryChoice = ReturnType<typeof useDeliveryChoice>;
