import { useStore } from '@nanostores/react';
import { useT } from '../../shared/i18n/use-translation';
import {
  $notificationFailure,
  dismissNotificationFailure,
  retryNotificationChange,
} from '../../shared/stores/notifications';

/** Says which change of this page the server refused (it was undone), with a retry (SPEC 8: errors say what to do). */
export function FailureNotice({ focusOn }: { focusOn(id: string): void }) {
  const t = useT('notifications');
  const failure = useStore($notificationFailure);
  if (!failure || failure.origin !== 'page') return null;
  const { notification, read } = failure.change;
  return (
    <div className="wsh-notifications__failure" role="alert">
      <p className="wsh-notifications__failure-text">
        {t(read ? 'readFailed' : 'unreadFailed', { title: notification.Title })}
      </p>
      <button
        type="button"
        className="wsh-button"
        onClick={() => {
          focusOn(notification.Id);
          void retryNotificationChange();
        }}
      >
        {t('retry')}
      </button>{' '}
      <button type="button" className="wsh-button wsh-button--secondary" onClick={dismissNotificationFailure}>
        {t('close')}
      </button>
    </div>
  );
}
