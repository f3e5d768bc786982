import { useCallback, useEffect, useMemo, useRef } from 'react';
import { SEARCH_ADDRESS_THROTTLE_MS } from '../../shared/domain/catalogue/typeahead';
import { createThrottle } from '../../shared/lib/throttle';
import { emit } from '../../shared/events/bus';
import { createAddressKeeper } from './address-keeper';

/**
 * Everything that follows the overlay's open state outside the widget: the `searchOverlay` event
 * (campaign selections reset when it opens) and the address. "Breakpoint updates on search change
 * are throttled to 1000 ms" (SPEC 9) is read as: the address and title follow the term at most once
 * per 1000 ms while typing, the first letter at once and the last term always. Returns `leave`,
 * which puts the earlier address back before the page navigates away, so Back returns to it.
 */
export function useOverlayAddress(
  open: boolean,
  term: string | null,
  titleFor: (term: string, earlierTitle: string) => string,
) {
  const keeper = useMemo(() => createAddressKeeper(), []);
  const titleRef = useRef(titleFor);
  titleRef.current = titleFor;
  const update = useMemo(
    () =>
      createThrottle(
        (t: string) => keeper.show(t, (earlier) => titleRef.current(t, earlier)),
        SEARCH_ADDRESS_THROTTLE_MS,
      ),
    [keeper],
  );

  useEffect(() => {
    if (!open) return;
    keeper.capture();
    emit('searchOverlay', { open: true });
    return () => {
      update.cancel();
      keeper.restore();
      emit('searchOverlay', { open: false });
    };
  }, [open, keeper, update]);

  useEffect(() => {
    if (open && term !== null) update(term);
  }, [open, term, update]);

  return useCallback(() => {
    update.cancel();
    keeper.restore();
  }, [keeper, update]);
}
