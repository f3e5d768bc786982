import { useRef, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { authApi } from '../../shared/api/auth-api';
import { isSessionExpiredError } from '../../shared/api/errors';
import { nextAddress } from '../../shared/domain/auth/return-url';
import { useT } from '../../shared/i18n/use-translation';
import { navigateTo } from '../../shared/lib/navigation';
import { forgetUserData, saveBasketBeforeLogout } from '../../shared/stores/forget-user';
import { submitFailure } from '../../shared/ui/forms/submit-failure';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

type State = 'idle' | 'busy' | 'unsaved' | 'failed' | 'leaving';

/**
 * SPEC 2 logout (POST auth/logout). Waiting basket changes are sent first: a change the buyer made is
 * never dropped unseen; when they cannot be saved the button says so and becomes "Log out anyway". An
 * expired session is logged out already, so it counts as done. Then what the bundle keeps for the user
 * is forgotten (shared/stores/forget-user.ts) and the page goes to the answer's RedirectUrl when it is
 * on this site, else `startUrl`.
 */
export function Logout({ startUrl }: Props) {
  const t = useT(NS);
  const [state, setState] = useState<State>('idle');
  const [message, setMessage] = useState('');
  const running = useRef(false);

  async function logOut() {
    if (running.current || state === 'leaving') return;
    running.current = true;
    const anyway = state === 'unsaved';
    setState('busy');
    setMessage('');
    try {
      if (!anyway) {
        const saved = await saveBasketBeforeLogout();
        if (!saved.saved && saved.failure !== 'missing') {
          setState('unsaved');
          setMessage(t('unsaved'));
          return;
        }
      }
      let redirectUrl = '';
      try {
        ({ RedirectUrl: redirectUrl } = await authApi.logout());
      } catch (error) {
        if (!isSessionExpiredError(error)) throw error;
      }
      forgetUserData();
      setState('leaving');
      navigateTo(nextAddress(location.href, { redirectUrl, startUrl }));
    } catch (error) {
      const failure = submitFailure(error);
      setState('failed');
      setMessage(failure && 'message' in failure ? failure.message : t('failed'));
    } finally {
      running.current = false;
    }
  }

  const busy = state === 'busy' || state === 'leaving';
  return (
    <div className="wsh-logout">
      <button
        type="button"
        className={`wsh-button${state === 'unsaved' ? ' wsh-button--secondary' : ''} wsh-logout__button`}
        aria-disabled={busy || undefined}
        onClick={() => void logOut()}
      >
        {busy ? t('busy') : state === 'unsaved' ? t('logOutAnyway') : t('logOut')}
      </button>
      <p role="alert" className="wsh-logout__problem">
        {message}
      </p>
    </div>
  );
}
