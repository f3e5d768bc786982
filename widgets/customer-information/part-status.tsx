import type { ReactNode } from 'react';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import type { NS } from './texts';
import type { Part } from './use-account';

/**
 * A block's content once its data is in; until then the loading line in a box that keeps the block's
 * height (the page does not jump when the data arrives), or the error with a retry. Empty is the block's
 * own sentence.
 */
export function PartStatus<T>({
  part,
  t,
  empty,
  height,
  children,
}: {
  part: Part<T>;
  t: WidgetT<typeof NS>;
  empty: string;
  /** The loading box's height class, by what the block will show. */
  height: 'short' | 'tall';
  children(data: T): ReactNode;
}) {
  if (part.status === 'empty') return <p className="wsh-customer-information__empty">{empty}</p>;
  if (part.status === 'ready' && part.data !== undefined) return <>{children(part.data)}</>;
  return (
    <div className={`wsh-customer-information__state wsh-customer-information__state--${height}`}>
      <LoadStatus status={part.status} className="wsh-customer-information__status" t={t} onRetry={part.retry} />
    </div>
  );
}
