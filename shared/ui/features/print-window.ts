import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { printWindow, type PrintTarget } from '../../domain/favorites/print';
import { $expectedDeliveryDate } from '../../context/expected-delivery-date';

/** What a screen knows when it prints: its search text and sort (the delivery date comes from the basket). */
export interface PrintRequest {
  query: string;
  sort: string;
}

/**
 * Opens the print window of SPEC 2 (900 high by 950 wide, named per kind) on the print page `base` for a
 * list or a generated list. Returns the window, or null when the browser blocked it (the caller says so).
 */
export function openPrintWindow(base: string, target: PrintTarget, state: Parameters<typeof printWindow>[2]) {
  const w = printWindow(base, target, state);
  return window.open(w.url, w.name, w.features);
}

/** The print action of a list screen: the basket's expected delivery date is read when the user prints. */
export function usePrintWindow(base: string): (target: PrintTarget, request: PrintRequest) => Window | null {
  const expectedDeliveryDate = useStore($expectedDeliveryDate);
  return useCallback(
    (target, { query, sort }) => openPrintWindow(base, target, { query, sort, expectedDeliveryDate }),
    [base, expectedDeliveryDate],
  );
}
