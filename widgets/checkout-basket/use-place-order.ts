import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiHttpError, isNotFoundError } from '../../shared/api/http/errors';
import {
  afterPlacedOrder,
  errorsByLineId,
  readCheckoutFailure,
  type AfterOrder,
  type OrderWarning,
} from '../../shared/domain/checkout/checkout-submit';
import { navigateTo } from '../../shared/lib/navigation';
import { TIMING } from '../../shared/lib/timing';
import { $basket, isUnsavedChangesError } from '../../shared/stores/basket/basket';
import { placeWebOrder } from '../../shared/stores/basket/web-order';

export type PlaceOrderPhase = 'idle' | 'submitting' | 'placed';

export interface PlaceOrderState {
  phase: PlaceOrderPhase;
  warning: OrderWarning | null;
  /** Line id -> AllErrorMessages of the last answer with line errors. */
  lineErrors: ReadonlyMap<string, string[]>;
  /** What the last failure says: the server's Message or ErrorMessage, or a key of ours. */
  error: { text: string } | { key: 'lineErrorsNotice' | 'orderFailed' | 'unsavedChanges' } | null;
}

export interface PlaceOrderDeps {
  /** Checks the form (reference rules); false blocks the order (the form shows why and takes focus). */
  validate(): boolean;
  /** Sends waiting quantity changes first. */
  flushChanges(): Promise<void>;
  message(): string;
  nextStepUrl: string;
  /** The orders page: where the buyer goes when the answer names no order, and the link when the next step is refused. */
  ordersUrl: string | undefined;
  /** The order is placed: what the checkout shows now (the basket is cleared and reloads meanwhile). */
  onPlaced(next: AfterOrder): void;
  /** Scrolls to and focuses the first (as shown: grouping changes the order) of these lines. */
  showFirstLine(lineIds: string[]): void;
}

const initial: PlaceOrderState = { phase: 'idle', warning: null, lineErrors: new Map(), error: null };

/**
 * SPEC 4 checkout submit, placing the web order: debounced 300 ms (a double click places one order),
 * pending basket changes first, then POST checkout/weborder. A 400 opens the order warning, marks lines
 * or shows the message; a 404's page-reload warning comes from the basket store.
 */
export function usePlaceOrder(deps: PlaceOrderDeps) {
  const [state, setState] = useState<PlaceOrderState>(initial);
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  /** Lines to scroll to and focus once the render that unlocks the form has committed. */
  const [linesToShow, setLinesToShow] = useState<string[] | null>(null);
  useEffect(() => {
    // After the commit, not in a frame callback: a slow render could still have the inputs disabled
    // (locked while submitting), and focus() on a disabled input does nothing.
    if (linesToShow) depsRef.current.showFirstLine(linesToShow);
  }, [linesToShow]);

  const place = useCallback(async (ignore: { Key: string; Time: string } | null) => {
    const d = depsRef.current;
    if (busy.current || !d.validate()) return;
    busy.current = true;
    setState((s) => ({ ...s, phase: 'submitting', warning: null, error: null }));
    try {
      await d.flushChanges();
      const { orderId, trackerScriptRan } = await placeWebOrder({ Message: d.message(), IgnoreWarning: ignore });
      const next = afterPlacedOrder(orderId, { nextStepUrl: d.nextStepUrl, ordersUrl: d.ordersUrl }, location.href);
      setState({ ...initial, phase: 'placed' });
      d.onPlaced(next);
      // SPEC 9: a tracker script that ran gets 500 ms to send its beacon before the page goes.
      if (next.kind === 'go')
        setTimeout(() => navigateTo(next.href), trackerScriptRan ? TIMING.redirectDelayWithTracker : 0);
      else if (orderId !== null)
        console.error(`[wsh] checkout-basket: refused next-step URL "${d.nextStepUrl}" (same-origin or relative only)`);
    } catch (error) {
      const failed = failedState(error);
      setState(failed);
      const marked = [...failed.lineErrors.keys()];
      if (marked.length > 0) setLinesToShow(marked);
    } finally {
      busy.current = false;
    }
  }, []);

  /** The button: every click restarts the 300 ms, so a double click sends one POST. */
  const submit = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void place(null), TIMING.basketSubmitDebounce);
  }, [place]);
  const ignoreWarning = useCallback((w: OrderWarning) => void place({ Key: w.Key, Time: w.Time }), [place]);
  const closeWarning = useCallback(() => setState((s) => ({ ...s, warning: null })), []);
  const clearLineError = useCallback((lineId: string) => {
    setState((s) => {
      if (!s.lineErrors.has(lineId)) return s;
      const lineErrors = new Map(s.lineErrors);
      lineErrors.delete(lineId);
      return { ...s, lineErrors };
    });
  }, []);

  return { state, submit, ignoreWarning, closeWarning, clearLineError };
}

function failedState(error: unknown): PlaceOrderState {
  // Nothing was posted: the buyer sees which changes were not saved (rows and notice) before ordering.
  if (isUnsavedChangesError(error)) return { ...initial, error: { key: 'unsavedChanges' } };
  // 404: the store raised the page-reload warning and reloads the basket; nothing more to say here.
  if (isNotFoundError(error)) return initial;
  if (!isApiHttpError(error) || error.status !== 400) return { ...initial, error: { key: 'orderFailed' } };
  const failure = readCheckoutFailure(error.body);
  if (failure.kind === 'warning') return { ...initial, warning: failure.warning };
  if (failure.kind === 'lines') {
    const lineErrors = errorsByLineId(
      failure.lines,
      ($basket.get()?.LineItems ?? []).map((l) => l.Id),
    );
    // Our notice says what to do with the marked lines; the server's text only when no line could be marked.
    if (lineErrors.size > 0) return { ...initial, lineErrors, error: { key: 'lineErrorsNotice' } };
  }
  return { ...initial, error: failure.message ? { text: failure.message } : { key: 'orderFailed' } };
}
