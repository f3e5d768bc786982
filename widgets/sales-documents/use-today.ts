import { useState } from 'react';

/** The buyer's today (`yyyy-MM-dd`, local), read once when the list mounts: a page left open past midnight keeps its window. */
export function useToday(): string {
  const [today] = useState(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  return today;
}
