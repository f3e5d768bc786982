import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-translation';
import { $basket, $currentSaveStatus, retryUnsavedChanges } from '../../stores/basket/basket';
import { $pageContext } from '../../context/page-context';
import { loginHref } from '../primitives/login-link';

/**
 * What became of the current basket's last changes when they were not saved: being retried, not
 * saved (with a retry), or waiting for the buyer to log in again. Lasting, not a 3 s notice: it stays
 * until a later save succeeds. The live region is always in the page so screen readers hear it appear.
 */
export function BasketSaveNotice({ className }: { className: string }) {
  const t = useT();
  const status = useStore($currentSaveStatus);
  const { loginUrl } = useStore($pageContext);
  const phase = status?.phase;
  const login = phase === 'session' ? loginHref(loginUrl) : null;
  return (
    <div className={className} role="status">
      {phase === 'retrying' && <p>{t('basketSave.retrying')}</p>}
      {phase === 'unsaved' && (
        <p>
          {t('basketSave.unsaved')}{' '}
          <button
            type="button"
            className="wsh-button wsh-button--secondary"
            onClick={() => retryUnsavedChanges($basket.get()?.Id)}
          >
            {t('basketSave.retry')}
          </button>
        </p>
      )}
      {phase === 'session' && (
        <p>
          {t('basketSave.sessionExpired')} {login && <a href={login}>{t('basketSave.logIn')}</a>}
        </p>
      )}
    </div>
  );
}
