import { useEffect, useRef, useState } from 'react';
import { on } from '../../../events/bus';
import { reloadPage } from '../../../lib/navigation';
import { $expectedDeliveryDate } from '../../../context/expected-delivery-date';

/**
 * SPEC 4: a delivery-date change on a filtered product page clears the filters and shows a warning,
 * or reloads the page when no filters are set (what is deliverable, and so every count, changed).
 * The basket's first load also reports a changed date (from none to one); that is not a change.
 * `filtered` and `clearFilters` are read when the change comes (the latest render's).
 */
export function useAvailabilityReset(filtered: boolean, clearFilters: () => void) {
  const [warning, setWarning] = useState(false);
  const current = useRef({ filtered, clearFilters });
  current.current = { filtered, clearFilters };

  useEffect(() => {
    let known = $expectedDeliveryDate.get();
    return on('basketChanged', ({ changedExpectedDeliveryDate }) => {
      const previous = known;
      known = $expectedDeliveryDate.get();
      if (!changedExpectedDeliveryDate || previous === null) return;
      if (current.current.filtered) {
        current.current.clearFilters();
        setWarning(true);
      } else {
        reloadPage();
      }
    });
  }, []);

  return { warning, dismissWarning: () => setWarning(false) };
}
