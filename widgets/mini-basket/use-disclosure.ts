import { useCallback, useEffect, useRef, useState } from 'react';
import { on } from '../../shared/events/bus';

/**
 * Open state of the mini basket's panel: Escape closes it and returns focus to the button, a pointer
 * press outside closes it, and so does the `miniBasketClose` event (SPEC 4: a failed basket update
 * closes the mini basket). The panel takes the focus as it shows (basket-panel.tsx).
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const openRef = useRef(open);
  openRef.current = open;

  /** Focus goes back to the button only if it was in the widget; never steal it from elsewhere. */
  const close = useCallback(() => {
    if (!openRef.current) return;
    const active = document.activeElement;
    const hadFocus = active === document.body || (active !== null && rootRef.current?.contains(active));
    setOpen(false);
    if (hadFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => on('miniBasketClose', close), [close]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return { open, toggle: () => setOpen((o) => !o), close, rootRef, buttonRef, panelRef };
}
