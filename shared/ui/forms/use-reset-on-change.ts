import { useState } from 'react';

/**
 * Calls `reset` while rendering when `key` differs from the previous render's: fields that mirror the
 * address take its values (Back, Forward, a new search) in that same render, and are the user's while
 * they type in between. An effect would first draw the stale values, then render again (React's
 * "adjusting some state when a prop changes"). `reset` may only set the calling component's own state.
 */
export function useResetOnChange(key: string, reset: () => void): void {
  const [seen, setSeen] = useState(key);
  if (seen === key) return;
  setSeen(key);
  reset();
}
