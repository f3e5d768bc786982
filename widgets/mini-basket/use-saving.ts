import { useEffect, useState } from 'react';
import { on } from '../../shared/events/bus';

/** True between basketBatchStarted and basketBatchCompleted; counted, as batches of two baskets may overlap. */
export function useSaving(): boolean {
  const [inFlight, setInFlight] = useState(0);
  useEffect(() => {
    const offStarted = on('basketBatchStarted', () => setInFlight((n) => n + 1));
    const offCompleted = on('basketBatchCompleted', () => setInFlight((n) => Math.max(0, n - 1)));
    return () => {
      offStarted();
      offCompleted();
    };
  }, []);
  return inFlight > 0;
}
