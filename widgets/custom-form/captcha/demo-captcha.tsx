import { useId, useState } from 'react';
import { demoCaptchaResponse } from '../../../shared/domain/content/captcha';
import { useT } from '../../../shared/i18n/use-translation';
import { NS } from '../texts';
import type { CaptchaProps } from './provider';

/**
 * The demo's stand-in provider: an "I am not a robot" checkbox whose response the mock API verifies.
 * A real control (keyboard, label, invalid state), so the form's captcha rules are tested as shipped.
 */
export function DemoCaptcha({ siteKey, onResponse, invalid, describedBy, round }: CaptchaProps) {
  const t = useT(NS);
  const id = useId();
  // The round it was ticked in: a new round (a 400, SPEC 8) shows it unticked.
  const [tickedIn, setTickedIn] = useState<number | null>(null);
  const checked = tickedIn === round;
  return (
    <div className="wsh-custom-form__captcha">
      <input
        id={id}
        type="checkbox"
        className="wsh-custom-form__check-input"
        checked={checked}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setTickedIn(event.target.checked ? round : null);
          onResponse(event.target.checked ? demoCaptchaResponse(siteKey) : null);
        }}
      />
      <label htmlFor={id}>{t('notARobot')}</label>
      <span className="wsh-custom-form__captcha-note">{t('demoCaptchaNote')}</span>
    </div>
  );
}
