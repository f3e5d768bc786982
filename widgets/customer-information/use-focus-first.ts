import { useEffect, useRef } from 'react';

/**
 * When an edit mode opens, focus goes to its first field (a keyboard user types at once); the kit's
 * edit mode returns it to the opening button when it closes.
 */
export function useFocusFirst<E extends HTMLElement>(open: boolean) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('input:not([hidden]), select, textarea')?.focus();
  }, [open]);
  return ref;
}
