import { useEffect, type RefObject } from 'react';

/** SPEC 2: F8 anywhere on the page focuses the header search (the first search island, if there are two). */
export function useFocusShortcut(inputRef: RefObject<HTMLInputElement>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key !== 'F8' ||
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      )
        return;
      const input = inputRef.current;
      if (!input) return;
      event.preventDefault();
      input.focus();
      // Selected, so typing replaces the earlier term.
      input.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [inputRef]);
}
