import { useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { CONSENT_COOKIE, consentLifetimeMs } from '../../shared/domain/page/cookie-consent';
import { cookieString, readCookie } from '../../shared/lib/cookies';
import { emit } from '../../shared/events/bus';
import { useT } from '../../shared/i18n/use-translation';
import type { meta } from './meta';

export function CookieConsent({ policyUrl }: Infer<typeof meta.props>) {
  const t = useT('cookie-consent');
  const [accepted, setAccepted] = useState(
    () => readCookie(document.cookie, CONSENT_COOKIE.name) === CONSENT_COOKIE.value,
  );
  if (accepted) return null;

  const accept = () => {
    document.cookie = cookieString(CONSENT_COOKIE.name, CONSENT_COOKIE.value, {
      lifetimeMs: consentLifetimeMs(new Date()),
      secure: location.protocol === 'https:',
    });
    setAccepted(true);
    emit('cookieConsentGiven', {});
  };

  return (
    <section className="wsh-cookie-consent" aria-label={t('label')}>
      <p className="wsh-cookie-consent__text">
        {t('text')}{' '}
        {policyUrl && (
          <a className="wsh-link" href={policyUrl}>
            {t('policy')}
          </a>
        )}
      </p>
      <button type="button" className="wsh-button" onClick={accept}>
        {t('accept')}
      </button>
    </section>
  );
}
