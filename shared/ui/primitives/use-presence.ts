import { useEffect, useState } from 'react';

/**
 * Whether an overlay (dialog, drawer) is on the page: from the render that opens it, and for `exitMs`
 * after it closes, so its exit animation plays before it unmounts.
 */
export function usePresence(open: boolean, exitMs: number): boolean {
  const [present, setPresent] = useState(open);
  // Opening shows it in the same render (React's "adjusting state when a prop changes"): an effect would
  // commit a render without it first, then render again.
  if (open && !present) setPresent(true);
  useEffect(() => {
    if (open) return;
    const id = setTimeout(() => setPresent(false), exitMs);
    return () => clearTimeout(id);
  }, [open, exitMs]);
  return present;
}
