import { useEffect, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { remainingTime } from '../../shared/domain/content/countdown';
import { TIMING } from '../../shared/lib/timing';
import { useT } from '../../shared/i18n/use-translation';
import type { meta } from './meta';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export function Countdown({ endTime, heading, completedText }: Infer<typeof meta.props>) {
  const t = useT('countdown');
  const endMs = Date.parse(endTime);
  const [now, setNow] = useState(() => Date.now());
  const left = remainingTime(endMs, now);

  useEffect(() => {
    if (left.completed) return;
    const id = setInterval(() => setNow(Date.now()), TIMING.countdownTick);
    return () => clearInterval(id);
  }, [left.completed]);

  return (
    <section className="wsh-countdown" aria-label={heading ?? t('label')}>
      {heading && <h2 className="wsh-countdown__heading">{heading}</h2>}
      {left.completed ? (
        <p className="wsh-countdown__completed">{completedText ?? t('completed')}</p>
      ) : (
        <div className="wsh-countdown__units" role="timer">
          {UNITS.map((unit) => (
            <span key={unit} className="wsh-countdown__unit">
              <span className="wsh-countdown__value">{String(left[unit]).padStart(2, '0')}</span>
              <span className="wsh-countdown__name">{t(unit, { count: left[unit] })}</span>
            </span>
          ))}
        </div>
      )}
    </section>
  );
}
