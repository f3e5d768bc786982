import { useT } from '../../shared/i18n/use-translation';
import { KNOWN_STATUSES, NS } from './texts';

/** An order status in the page's language; a status without a text of ours is shown as the server sends it. */
export function useStatusText(): (status: string) => string {
  const t = useT(NS);
  return (status) => {
    const known = KNOWN_STATUSES.find((s) => s === status);
    return known ? t(`status.${known}`) : status;
  };
}
