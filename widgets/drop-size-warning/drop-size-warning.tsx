import { useStore } from '@nanostores/react';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { useDropSize } from './use-drop-size';

/** SPEC section 2 and 4: how much is missing to the minimum order for the delivery date; fades out once reached. */
export function DropSizeWarning() {
  const t = useT('drop-size-warning');
  const { isAuthenticated } = useStore($pageContext);
  const { phase, message } = useDropSize(isAuthenticated);
  if (!isAuthenticated) return null;

  // The status region stays in the page so screen readers announce the warning when it appears or changes.
  return (
    <div className="wsh-drop-size-warning" role="status">
      {phase !== 'hidden' && message && (
        <p
          className={`wsh-drop-size-warning__message${phase === 'fading' ? ' wsh-drop-size-warning__message--fading' : ''}`}
        >
          {t('missing', { amount: message.amount, limit: message.limit, date: formatDate(message.date) })}
        </p>
      )}
    </div>
  );
}
