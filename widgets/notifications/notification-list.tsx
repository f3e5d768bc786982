import { useId } from 'react';
import type { Notification } from '../../shared/domain/notifications/models';
import { formatDate } from '../../shared/i18n/format-date';
import { HtmlText } from '../../shared/i18n/html-text';
import { useT } from '../../shared/i18n/use-translation';
import { setNotificationRead } from '../../shared/stores/notifications';

interface Props {
  kind: 'unread' | 'read';
  /** Already sorted by Position (the store keeps them so). */
  items: readonly Notification[];
  saving: Readonly<Record<string, true>>;
  /** Called as a notification is marked: focus follows it to its new place. */
  onMarked(id: string): void;
}

/** One of the two lists, headed; the heading is focusable so focus has somewhere to go when the list changes. */
export function NotificationList({ kind, items, saving, onMarked }: Props) {
  const t = useT('notifications');
  const headingId = useId();
  return (
    <section className={`wsh-notifications__section wsh-notifications__section--${kind}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="wsh-notifications__list-heading" tabIndex={-1} data-list={kind}>
        {t(kind === 'unread' ? 'unreadHeading' : 'readHeading')} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="wsh-notifications__state">{t(kind === 'unread' ? 'noneUnread' : 'noneRead')}</p>
      ) : (
        <ul className="wsh-notifications__list">
          {items.map((n) => (
            <Item key={n.Id} notification={n} saving={!!saving[n.Id]} onMarked={onMarked} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Item({
  notification: n,
  saving,
  onMarked,
}: {
  notification: Notification;
  saving: boolean;
  onMarked(id: string): void;
}) {
  const t = useT('notifications');
  const date = n.Created ? formatDate(n.Created) : '';
  const mark = () => {
    onMarked(n.Id);
    void setNotificationRead(n, !n.IsRead, 'page');
  };
  return (
    <li className={`wsh-notifications__item${n.IsRead ? '' : ' wsh-notifications__item--unread'}`}>
      <h4 className="wsh-notifications__title">{n.Title}</h4>
      {date && (
        <p className="wsh-notifications__date">
          <time dateTime={n.Created}>{t('created', { date })}</time>
        </p>
      )}
      <HtmlText html={n.Text} as="div" className="wsh-notifications__text" />
      <button
        type="button"
        className="wsh-button wsh-button--secondary wsh-notifications__mark"
        data-notification-id={n.Id}
        aria-label={t(n.IsRead ? 'markUnreadNamed' : 'markReadNamed', { title: n.Title })}
        aria-disabled={saving || undefined}
        onClick={() => !saving && mark()}
      >
        {t(n.IsRead ? 'markUnread' : 'markRead')}
        {saving && <span className="wsh-notifications__saving"> ({t('saving')})</span>}
      </button>
    </li>
  );
}
