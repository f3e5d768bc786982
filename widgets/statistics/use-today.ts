import { useState } from 'react';
import { isoDay } from '../../shared/domain/orders/tracking';

/** The buyer's today (`yyyy-MM-dd`), read once when the screen mounts: a form left open past midnight keeps its day. */
export function useToday(): string {
  const [today] = useState(() => isoDay(new Date()));
  return today;
}
