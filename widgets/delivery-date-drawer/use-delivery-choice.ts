import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiHttpError } from '../../shared/api/errors';
import { deliveryCalendar, isoDay, preSaleRanges, selectedDay } from '../../shared/domain/basket/delivery-dates';
import { $basket } from '../../shared/stores/basket/basket';
import { $deliveryDates, changeDeliveryDate, loadDeliveryDates } from '../../shared/stores/delivery';
import { $expectedDeliveryDate } from '../../shared/stores/expected-delivery-date';

export type LoadStatus = 'loading' | 'ready' | 'error';

// Loads run one after another, so the store ends up holding the dates of the period chosen last
// even when the visitor moves through the period radios faster than the server answers.
let chain: Promise<unknown> = Promise.resolve();
function inTurn(load: () => Promise<void>): Promise<void> {
  const next = chain.then(load);
  // The caller gets `next` with its own failure and shows it; the chain only keeps the loads in order.
  chain = next.catch(() => {}); // nothing lost: the caller awaits `next` and shows its failure
  return next;
}

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
  const dates = useStore($deliveryDates);
  const expected = useStore($expectedDeliveryDate);
  const [period, setPeriod] = useState<string | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  /** The server's reason for refusing the date, if it gave one. */
  const [saveMessage, setSaveMessage] = useState('');
  const latest = useRef(0);

  const load = (id: string | null) => {
    const request = ++latest.current;
    setStatus('loading');
    inTurn(() => loadDeliveryDates(id ?? undefined)).then(
      () => request === latest.current && setStatus('ready'),
      () => request === latest.current && setStatus('error'),
    );
  };

  useEffect(() => {
    if (!open) return;
    // A pre-sale basket opens on its own period (the server keeps it on the basket).
    const initial = $basket.get()?.PreSale?.Id ?? null;
    setPeriod(initial);
    setChosen(null);
    setSaveFailed(false);
    load(initial);
  }, [open]);

  const calendar = useMemo(() => (dates ? deliveryCalendar(dates) : null), [dates]);
  // Kept while another period loads, so the radio group (and focus in it) stays put.
  const periods = useMemo(() => preSaleRanges(dates?.PreSalePeriods ?? []), [dates]);
  const selected = calendar && status === 'ready' ? selectedDay(calendar, chosen, expected) : null;

  return {
    status,
    calendar: status === 'ready' ? calendar : null,
    periods,
    period,
    selected,
    saving,
    saveFailed,
    saveMessage,
    retry: () => load(period),
    choosePeriod(id: string | null) {
      setPeriod(id);
      setChosen(null);
      setSaveFailed(false);
      load(id);
    },
    choose(day: string) {
      setChosen(day);
      setSaveFailed(false);
    },
    async save() {
      if (!selected || saving) return;
      const preSale = period !== null;
      const delivery = $basket.get()?.Delivery;
      // Nothing changes: just close, no call.
      if (delivery && isoDay(delivery.ExpectedDate) === selected && delivery.PreSaleIndicator === preSale)
        return onSaved();
      setSaving(true);
      setSaveFailed(false);
      const refused = await saveDeliveryDate(selected, preSale);
      setSaving(false);
      if (refused === null) return onSaved();
      setSaveMessage(refused);
      setSaveFailed(true);
    },
  };
}

export type DeliveryChoice = ReturnType<typeof useDeliveryChoice>;
