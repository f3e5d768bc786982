import { useRef, useState } from 'react';
import { authApi } from '../../../api/auth-api';
import { isSessionExpiredError } from '../../../api/http/errors';
import { nextAddress } from '../../../domain/auth/return-url';
import { addWidgetResources } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-translation';
import { navigateTo } from '../../../lib/navigation';
import { changeIdentity } from '../../../stores/identity-change';
import { submitFailure } from '../../forms/submit-failure';
import { LOGOUT_NS, texts } from './logout-texts';

export type LogoutState = 'idle' | 'busy' | 'unsaved' | 'failed' | 'leaving';

/**
 * SPEC 2 logout (POST auth/logout), for every island that offers it (the logout button, the my-account
 * menu). Waiting basket changes are sent first: a change the buyer made is never dropped unseen; when they
 * cannot be saved the state is 'unsaved' and the next press logs out anyway. An expired session is logged
 * out already, so it counts as done. It is an identity change (shared/stores/identity-change.ts), and the
 * page goes to the answer's RedirectUrl when it is on this site,
 * else `startUrl`. `label` is the button's text for the state, `message` what went wrong ('' when nothing).
 */
export function useLogout(startUrl: string) {
  addWidgetResources(LOGOUT_NS, texts); // idempotent
  const t = useT(LOGOUT_NS);
  const [state, setState] = useState<LogoutState>('idle');
  const [message, setMessage] = useState('');
  const running = useRef(false);

  async function logOut() {
    if (running.current || state === 'leaving') return;
    running.current = true;
    const anyway = state === 'unsaved';
    setState('busy');
    setMessage('');
    try {
      const change = await changeIdentity(
        async () => {
          try {
            return (await authApi.logout()).RedirectUrl;
          } catch (error) {
            if (!isSessionExpiredError(error)) throw error;
            return '';
          }
        },
        { ask: true, anyway, endsSession: true },
      );
      if (!change.done) {
        setState('unsaved');
        setMessage(t('unsaved'));
        return;
      }
      setState('leaving');
      navigateTo(nextAddress(location.href, { redirectUrl: change.value, startUrl }));
    } catch (error) {
      const failure = submitFailure(error);
      setState('failed');
      setMessage(failure && 'message' in failure ? failure.message : t('failed'));
    } finally {
      running.current = false;
    }
  }

  const busy = state === 'busy' || state === 'leaving';
  const label = busy ? t('busy') : state === 'unsaved' ? t('logOutAnyway') : t('logOut');
  return { state, busy, label, message, logOut: () => void logOut() };
}
