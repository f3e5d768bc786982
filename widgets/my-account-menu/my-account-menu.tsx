import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { isCurrentPage } from '../../shared/domain/content/menu-links';
import { useT } from '../../shared/i18n/use-translation';
import { $favoriteLists } from '../../shared/stores/favorite-lists';
import { $unreadNotificationCount } from '../../shared/stores/notifications';
import { $pageContext } from '../../shared/context/page-context';
import { useLogout } from '../../shared/ui/features/logout/use-logout';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/**
 * SPEC 2 my-account menu: a disclosure (a button and the menu under it, not a modal), which closes on
 * Escape (focus back on the button), a click outside or focus leaving it. Anonymous visitors get the
 * page context's login link.
 */
export function MyAccountMenu(props: Props) {
  const t = useT(NS);
  const { isAuthenticated, loginUrl } = useStore($pageContext);
  if (!isAuthenticated)
    return (
      <a className="wsh-my-account-menu__login" href={loginUrl || '/login'}>
        {t('logIn')}
      </a>
    );
  return <Menu {...props} />;
}

function Menu({ items, notificationsUrl, favoritesUrl, startUrl }: Props) {
  const t = useT(NS);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // The one count of the page: marking a notification read on this page lowers the badge at once.
  const unread = useStore($unreadNotificationCount) ?? 0;

  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const outside = (target: EventTarget | null) => !(target instanceof Node && root?.contains(target));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => outside(event.target) && setOpen(false);
    const onFocus = (event: FocusEvent) => outside(event.target) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="wsh-my-account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="wsh-my-account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('myAccount')}
        {unread > 0 && (
          <span className="wsh-my-account-menu__badge">
            <span aria-hidden="true">{unread}</span>
            <span className="wsh-visually-hidden">{t('unreadBadge', { count: unread })}</span>
          </span>
        )}
      </button>
      {open && (
        <nav id={menuId} className="wsh-my-account-menu__panel" aria-label={t('menuLabel')}>
          <ul className="wsh-my-account-menu__list">
            {items.map((item, i) => (
              <li key={`${i}-${item.url}`}>
                <MenuLink url={item.url} text={item.text} />
              </li>
            ))}
            <li>
              <MenuLink
                url={notificationsUrl}
                text={unread > 0 ? t('notificationsUnread', { count: unread }) : t('notifications')}
              />
            </li>
            <li>
              <FavoritesLink url={favoritesUrl} />
            </li>
            <li>
              <LogoutEntry startUrl={startUrl} />
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

const MenuLink = ({ url, text }: { url: string; text: string }) => (
  <a
    className="wsh-my-account-menu__link"
    href={url}
    aria-current={isCurrentPage(url, location.href) ? 'page' : undefined}
  >
    {text}
  </a>
);

/** The lists are asked for when the menu first opens (reading the store loads it), not on every page. */
function FavoritesLink({ url }: { url: string }) {
  const t = useT(NS);
  const lists = useStore($favoriteLists);
  const count = lists.status === 'ready' ? (lists.data?.length ?? 0) : lists.status === 'empty' ? 0 : null;
  return <MenuLink url={url} text={count === null ? t('favorites') : t('favoritesCount', { count })} />;
}

function LogoutEntry({ startUrl }: { startUrl: string }) {
  const { busy, label, message, logOut } = useLogout(startUrl);
  return (
    <>
      <button
        type="button"
        className="wsh-my-account-menu__link wsh-my-account-menu__logout"
        aria-disabled={busy || undefined}
        onClick={logOut}
      >
        {label}
      </button>
      <p role="alert" className="wsh-my-account-menu__problem">
        {message}
      </p>
    </>
  );
}
