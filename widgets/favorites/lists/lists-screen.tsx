import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FavoriteListSummary } from '../../../shared/domain/favorites/models';
import { $favoriteLists, deleteFavoriteList } from '../../../shared/stores/favorite-lists';
import { takeFavoritesNotice } from '../../../shared/stores/favorites-notice';
import { useAreaScreenReady } from '../../../shared/ui/area/area-context';
import { AreaLink } from '../../../shared/ui/area/area-link';
import type { AreaScreenProps } from '../../../shared/ui/area/area-router';
import { ConfirmDialog } from '../../../shared/ui/primitives/confirm-dialog';
import { CopyDialog, ShareDialog } from './customer-dialogs';
import { ListRow, type ListActions } from './list-row';
import { NewListDialog } from './new-list-dialog';
import { useDialogTarget } from './use-dialog-target';
import { useListsT } from './use-lists-t';

/**
 * The favourites area's start (SPEC 2 Favorites, empty path; page-type suffix Lists, set by the router):
 * the customer's own lists and those shared with them, each linking to its details, with create, rename,
 * delete, share and copy to a customer, and a link to the generated list of the last 3 months. The lists
 * come from the one lists store ($favoriteLists), which every change reads again.
 */
export function ListsScreen({ href }: AreaScreenProps<'Favorites', 'lists'>) {
  const t = useListsT();
  const state = useStore($favoriteLists);
  const lists = state.data;
  useAreaScreenReady(lists !== undefined || state.status === 'error');

  const [said, setSaid] = useState('');
  // Why another screen sent the user here (a list that could not be loaded), shown once.
  const [notice] = useState(takeFavoritesNotice);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const create = useDialogTarget<true>();
  const share = useDialogTarget<FavoriteListSummary>();
  const copy = useDialogTarget<FavoriteListSummary>();
  const remove = useDialogTarget<FavoriteListSummary>();
  const [deleting, setDeleting] = useState({ busy: false, error: '' });
  // After a delete the row and its button are gone: focus goes to the heading instead (after the dialog's own return).
  const [focusHeading, setFocusHeading] = useState(0);
  useEffect(() => {
    if (focusHeading > 0) headingRef.current?.focus();
  }, [focusHeading]);

  const actions = useMemo<ListActions>(
    () => ({ share: share.show, copy: copy.show, remove: remove.show, announce: setSaid }),
    [share.show, copy.show, remove.show],
  );

  const confirmDelete = useCallback(async () => {
    const list = remove.target;
    if (!list || deleting.busy) return;
    setDeleting({ busy: true, error: '' });
    try {
      await deleteFavoriteList(list);
      setDeleting({ busy: false, error: '' });
      remove.hide();
      setSaid(t('deleted', { name: list.Name }));
      setFocusHeading((n) => n + 1);
    } catch {
      setDeleting({ busy: false, error: t('deleteFailed') });
    }
  }, [remove, deleting.busy, t]);

  const own = lists?.filter((l) => !l.IsReadOnly) ?? [];
  const shared = lists?.filter((l) => l.IsReadOnly) ?? [];

  return (
    <section className="wsh-favorites-lists" aria-labelledby="wsh-favorites-lists-heading">
      <div className="wsh-favorites-lists__top">
        <h2 id="wsh-favorites-lists-heading" ref={headingRef} tabIndex={-1} className="wsh-favorites-lists__heading">
          {t('heading')}
        </h2>
        <AreaLink
          className="wsh-link wsh-favorites-lists__generated"
          href={href({ screen: 'generated', params: { generatedType: 'salesstatistics' } })}
        >
          {t('generatedLink')}
        </AreaLink>
      </div>

      {notice && (
        <p className="wsh-favorites-lists__notice" role="alert">
          {notice}
        </p>
      )}

      {lists === undefined ? (
        state.status === 'error' ? (
          <div className="wsh-favorites-lists__state" role="alert">
            <p>{t('error')}</p>
            <button type="button" className="wsh-button" onClick={$favoriteLists.retry}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <p className="wsh-favorites-lists__state wsh-favorites-lists__state--loading" role="status">
            {t('loading')}
          </p>
        )
      ) : (
        <>
          {lists.length === 0 && <p className="wsh-favorites-lists__empty">{t('empty')}</p>}
          <div className="wsh-favorites-lists__new">
            <button type="button" className="wsh-button" onClick={() => create.show(true)}>
              {t('newList')}
            </button>
          </div>
          {lists.length > 0 && (
            <section className="wsh-favorites-lists__group" aria-labelledby="wsh-favorites-lists-own">
              <h3 id="wsh-favorites-lists-own">{t('ownHeading')}</h3>
              {own.length === 0 ? (
                <p>{t('ownEmpty')}</p>
              ) : (
                <ul className="wsh-favorites-lists__rows">
                  {own.map((list) => (
                    <ListRow key={list.Id} list={list} lists={lists} actions={actions} />
                  ))}
                </ul>
              )}
            </section>
          )}
          {shared.length > 0 && (
            <section className="wsh-favorites-lists__group" aria-labelledby="wsh-favorites-lists-shared">
              <h3 id="wsh-favorites-lists-shared">{t('sharedHeading')}</h3>
              <ul className="wsh-favorites-lists__rows">
                {shared.map((list) => (
                  <ListRow key={list.Id} list={list} lists={lists} actions={actions} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      {/* Every result of an action is said here (created, renamed, deleted), politely. */}
      <p className="wsh-favorites-lists__said" role="status">
        {said}
      </p>

      <NewListDialog
        key={`create-${create.opening}`}
        open={create.open}
        onClose={create.hide}
        onCreated={(list) => {
          create.hide();
          setSaid(t('created', { name: list.Name }));
        }}
      />
      {share.target && (
        <ShareDialog key={`share-${share.opening}`} open={share.open} list={share.target} onClose={share.hide} />
      )}
      {copy.target && (
        <CopyDialog key={`copy-${copy.opening}`} open={copy.open} list={copy.target} onClose={copy.hide} />
      )}
      <ConfirmDialog
        open={remove.open}
        title={t('deleteTitle')}
        message={
          remove.target ? t('deleteMessage', { name: remove.target.Name, count: remove.target.NumberOfProducts }) : ''
        }
        confirmLabel={t('deleteConfirm')}
        danger
        busy={deleting.busy}
        error={deleting.error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setDeleting({ busy: false, error: '' });
          remove.hide();
        }}
      />
    </section>
  );
}
