import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useT } from '../../shared/i18n/use-translation';
import { $notificationLists, $notificationsSaving, retryNotificationLists } from '../../shared/stores/notifications';
import { $pageContext } from '../../shared/context/page-context';
import { useFirstAnswerDeferred } from '../../shared/ui/data/use-first-answer-deferred';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { LoginHint } from '../../shared/ui/primitives/login-hint';
import { FailureNotice } from './failure-notice';
import { NotificationList } from './notification-list';
import { useKeptFocus } from './use-kept-focus';

/** SPEC 2 "notifications page": unread and read lists by position, the unread count, mark read and unread. */
export function Notifications() {
  const t = useT('notifications');
  const { isAuthenticated, loginUrl } = useStore($pageContext);
  const headingId = useId();
  return (
    <section className="wsh-notifications" aria-labelledby={headingId}>
      <h2 id={headingId} className="wsh-notifications__heading">
        {t('heading')}
      </h2>
      {isAuthenticated ? (
        <Lists />
      ) : (
        <LoginHint loginUrl={loginUrl} className="wsh-notifications__state" hint={t('loginHint')} login={t('login')} />
      )}
    </section>
  );
}

function Lists() {
  const t = useT('notifications');
  const view = useStore($notificationLists);
  const saving = useStore($notificationsSaving);
  // The lists come with the store's answer: drawn in a transition, not in the answer's own task (issue #19).
  const lists = useFirstAnswerDeferred(view.data);
  const { containerRef, keepFocusOn } = useKeptFocus(lists);
  if (!lists || !lists.read || !lists.unread) {
    return (
      <div className="wsh-notifications__body">
        <LoadStatus status={view.status} className="wsh-notifications__state" t={t} onRetry={retryNotificationLists} />
      </div>
    );
  }
  return (
    <div className="wsh-notifications__body" ref={containerRef}>
      {/* Polite: the count is said again after every change, down and up. */}
      <p className="wsh-notifications__count" role="status">
        {t('unreadCount', { count: lists.unreadCount })}
      </p>
      <FailureNotice focusOn={keepFocusOn} />
      {view.status === 'empty' ? (
        <p className="wsh-notifications__state">{t('empty')}</p>
      ) : (
        <>
          <NotificationList kind="unread" items={lists.unread} saving={saving} onMarked={keepFocusOn} />
          <NotificationList kind="read" items={lists.read} saving={saving} onMarked={keepFocusOn} />
        </>
      )}
    </div>
  );
}
