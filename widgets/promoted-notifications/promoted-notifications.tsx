import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Notification } from '../../shared/domain/notifications/models';
import { HtmlText } from '../../shared/i18n/html-text';
import { useT } from '../../shared/i18n/use-translation';
import {
  $notificationFailure,
  $notificationsSaving,
  $promotedNotifications,
  dismissNotificationFailure,
  retryNotificationChange,
  retryPromotedNotifications,
  setNotificationRead,
} from '../../shared/stores/notifications';
import { $pageContext } from '../../shared/context/page-context';
import { LoadStatus } from '../../shared/ui/primitives/load-status';

/** SPEC 2 "promoted notifications": a banner of the unread promoted ones; one read leaves (SPEC 4). */
export function PromotedNotifications() {
  const { isAuthenticated } = useStore($pageContext);
  // Tiny on every page: an anonymous visitor has no notifications, so nothing is asked or shown.
  return isAuthenticated ? <Banner /> : null;
}

function Banner() {
  const t = useT('promoted-notifications');
  const view = useStore($promotedNotifications);
  const saving = useStore($notificationsSaving);
  const failure = useStore($notificationFailure);
  const rootRef = useRef<HTMLElement | null>(null);
  /** Where focus goes once the read one has left: the next one's button (by index), or the "all read" line. */
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const promoted = view.data?.promoted;

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (focusIndex === null || !root) return;
    const active = root.ownerDocument.activeElement;
    if (active && active !== root.ownerDocument.body) return;
    const buttons = root.querySelectorAll<HTMLElement>('[data-notification-id]');
    (buttons[Math.min(focusIndex, buttons.length - 1)] ?? root.querySelector<HTMLElement>('[data-all-read]'))?.focus();
  }, [promoted, focusIndex]);

  const myFailure = failure?.origin === 'banner' ? failure : null;
  if (view.status === 'error' && !promoted) {
    return (
      <section className="wsh-promoted-notifications" aria-label={t('label')}>
        <LoadStatus
          status="error"
          className="wsh-promoted-notifications__state"
          t={t}
          onRetry={retryPromotedNotifications}
        />
      </section>
    );
  }
  // Loading, or none to show and none read here: the banner takes no room.
  if (!promoted || (promoted.length === 0 && focusIndex === null && !myFailure)) return null;

  const read = (n: Notification, index: number) => {
    if (saving[n.Id]) return;
    setFocusIndex(index);
    void setNotificationRead(n, true, 'banner');
  };
  return (
    <section className="wsh-promoted-notifications" aria-label={t('label')} ref={rootRef}>
      {myFailure && (
        <div className="wsh-promoted-notifications__failure" role="alert">
          <p className="wsh-promoted-notifications__text">
            {t('markReadFailed', { title: myFailure.change.notification.Title })}
          </p>
          <button type="button" className="wsh-button" onClick={() => void retryNotificationChange()}>
            {t('retry')}
          </button>{' '}
          <button type="button" className="wsh-button wsh-button--secondary" onClick={dismissNotificationFailure}>
            {t('close')}
          </button>
        </div>
      )}
      {promoted.length > 0 ? (
        <ul className="wsh-promoted-notifications__list">
          {promoted.map((n, index) => (
            <li key={n.Id} className="wsh-promoted-notifications__item">
              <div className="wsh-promoted-notifications__content">
                <p className="wsh-promoted-notifications__title">{n.Title}</p>
                <HtmlText html={n.Text} as="div" className="wsh-promoted-notifications__text" />
              </div>
              <button
                type="button"
                className="wsh-button wsh-button--secondary wsh-promoted-notifications__mark"
                data-notification-id={n.Id}
                aria-label={t('markReadNamed', { title: n.Title })}
                aria-disabled={saving[n.Id] || undefined}
                onClick={() => read(n, index)}
              >
                {t('markRead')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="wsh-promoted-notifications__state" tabIndex={-1} data-all-read="">
          {t('allRead')}
        </p>
      )}
    </section>
  );
}
