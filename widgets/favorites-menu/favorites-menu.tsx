import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { favoriteListHref, favoritesHomeHref } from '../../shared/domain/favorites/links';
import type { FavoriteListSummary } from '../../shared/domain/favorites/models';
import { useT } from '../../shared/i18n/use-translation';
import { $favoriteLists } from '../../shared/stores/favorite-lists';
import { $pageContext } from '../../shared/context/page-context';
import { LoginHint } from '../../shared/ui/primitives/login-hint';
import type { meta } from './meta';
import { NewListForm } from './new-list-form';

type Props = Infer<typeof meta.props>;

/** The customer's favourite lists at a glance, a link to each, and a new list (SPEC 2 "favorites menu"). */
export function FavoritesMenu({ favoritesUrl }: Props) {
  const t = useT('favorites-menu');
  const { isAuthenticated, loginUrl } = useStore($pageContext);
  const headingId = useId();
  return (
    <nav className="wsh-favorites-menu" aria-labelledby={headingId}>
      <h2 id={headingId} className="wsh-favorites-menu__heading">
        {t('heading')}
      </h2>
      {isAuthenticated ? (
        <Lists favoritesUrl={favoritesUrl} />
      ) : (
        <LoginHint loginUrl={loginUrl} className="wsh-favorites-menu__state" hint={t('loginHint')} login={t('login')} />
      )}
    </nav>
  );
}

function Lists({ favoritesUrl }: { favoritesUrl: string }) {
  const t = useT('favorites-menu');
  const state = useStore($favoriteLists);
  const [said, setSaid] = useState('');
  const lists = state.data;
  return (
    <>
      {lists === undefined && state.status === 'loading' && (
        <p className="wsh-favorites-menu__state" role="status">
          {t('loading')}
        </p>
      )}
      {lists === undefined && state.status === 'error' && (
        <div className="wsh-favorites-menu__state" role="alert">
          <p className="wsh-favorites-menu__text">{t('loadFailed')}</p>
          <button type="button" className="wsh-button wsh-button--secondary" onClick={$favoriteLists.retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {lists && lists.length === 0 && <p className="wsh-favorites-menu__state">{t('empty')}</p>}
      {lists && lists.length > 0 && (
        <ul className="wsh-favorites-menu__lists">
          {lists.map((list) => (
            <ListLink key={list.Id} list={list} favoritesUrl={favoritesUrl} />
          ))}
        </ul>
      )}
      {lists && <NewListForm lists={lists} onCreated={(name) => setSaid(t('created', { name }))} />}
      <p className="wsh-visually-hidden" role="status">
        {said}
      </p>
      <p className="wsh-favorites-menu__all">
        <a className="wsh-link" href={favoritesHomeHref(favoritesUrl)}>
          {t('allLists')}
        </a>
      </p>
    </>
  );
}

function ListLink({ list, favoritesUrl }: { list: FavoriteListSummary; favoritesUrl: string }) {
  const t = useT('favorites-menu');
  return (
    <li className="wsh-favorites-menu__list">
      <a className="wsh-link wsh-favorites-menu__name" href={favoriteListHref(favoritesUrl, list.Id)}>
        {list.Name}
      </a>
      <span className="wsh-favorites-menu__count">{t('productCount', { count: list.NumberOfProducts })}</span>
      {list.IsReadOnly && (
        <span className="wsh-favorites-menu__read-only">
          {list.OwnerCustomerName ? t('readOnlyFrom', { owner: list.OwnerCustomerName }) : t('readOnly')}
        </span>
      )}
    </li>
  );
}
