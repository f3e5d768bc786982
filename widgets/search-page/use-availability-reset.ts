import { useEffect, useRef, useState } from 'react';
import { on } from '../../shared/events/bus';
import { reloadPage } from '../../shared/lib/navigation';
import { hasFilters, withoutFilters, type SearchState } from '../../shared/domain/catalogue/search-state';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';

/**
 * SPEC 4: a delivery-date change on a filtered product page clears the filters and shows a warning,
 * or reloads the page when no filters are set (what is deliverable, and so every count, changed).
 * The basket's first load also reports a changed date (from none to one); that is not a change.
 */
export function useAvailabilityReset(state: SearchState, clear: (next: SearchState) => void) {
  const [warning, setWarning] = useState(false);
  const current = useRef({ state, clear });
  current.current = { state, clear };

  useEffect(() => {
    let known = $expectedDeliveryDate.get();
    return on('basketChanged', ({ changedExpectedDeliveryDate }) => {
      const previous = known;
      known = $expectedDeliveryDate.get();
      if (!changedExpectedDeliveryDate || previous === null) return;
      const { state: now, clear: clearFilters } = current.current;
      if (hasFilters(now)) {
        clearFilters(withoutFilters(now));
        setWarning(true);
      } else {
        reloadPage();
      }
    });
  }, []);

  return { warning, dismissWarning: () => setWarning(false) };
}
