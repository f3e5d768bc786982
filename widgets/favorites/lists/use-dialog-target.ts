import { useCallback, useState } from 'react';

export interface DialogTarget<T> {
  open: boolean;
  /** What the dialog is about; kept after it closes, so the content stays while the exit animation plays. */
  target: T | null;
  /** A new number for each opening: the key of the dialog's content, so every opening starts afresh. */
  opening: number;
  show(target: T): void;
  hide(): void;
}

/** One dialog of the screen shown for one list at a time (share, copy, delete). */
export function useDialogTarget<T>(): DialogTarget<T> {
  const [state, setState] = useState<{ open: boolean; target: T | null; opening: number }>({
    open: false,
    target: null,
    opening: 0,
  });
  const show = useCallback((target: T) => setState((s) => ({ open: true, target, opening: s.opening + 1 })), []);
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, show, hide };
}
