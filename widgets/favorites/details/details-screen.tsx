import { useState } from 'react';
import { listAccess } from '../../../shared/domain/favorites/list-access';
import { isListSort, LIST_SORTS, type ListSort } from '../../../shared/domain/favorites/models';
import { addWidgetResources } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/use-translation';
import { useAreaScreenReady } from '../../../shared/ui/area/area-context';
import { AreaLink } from '../../../shared/ui/area/area-link';
import type { AreaScreenProps } from '../../../shared/ui/area/area-router';
import { usePrintWindow } from '../../../shared/ui/features/print-window';
import { useResetOnChange } from '../../../shared/ui/forms/use-reset-on-change';
import { LoadStatus } from '../../../shared/ui/primitives/load-status';
import { useFavoritesSettings } from '../favorites-settings';
import { ListHeader } from './list-header';
import { ListView } from './list-view';
import { NS, texts } from './texts';
import { useListDetails } from './use-list-details';
import { useRedirectOnFailure } from './use-load-failure';

const SORT_LABEL = { '': 'sortOwn', Name: 'sortName', Brand: 'sortBrand', Category: 'sortCategory' } as const;

/**
 * A favourite list (`details/{id}`): GET favorites/{id}/full with the search text and sort, both kept in the
 * address (`?query=&sort=`; each new search or sort is a history entry, so Back and reload keep them), the
 * products in the shared product list, selection into the basket, printing, and on an editable list its
 * editing (remove, reorder, add by product numbers). A list that cannot be loaded sends the user to the overview.
 */
export function DetailsScreen({ params, query, navigate, href }: AreaScreenProps<'Favorites', 'details'>) {
  addWidgetResources(NS, texts); // idempotent
  const t = useT(NS);
  const { printUrl } = useFavoritesSettings();
  const print = usePrintWindow(printUrl);
  const sort: ListSort = isListSort(query.sort) ? query.sort : '';
  const state = useListDetails(params.id, query.query, sort);
  const list = state.data;
  useRedirectOnFailure(state.status === 'error', t('notLoaded'), navigate);
  useAreaScreenReady(list !== undefined);

  // The field follows the address (Back, a link) and is the user's while they type.
  const [text, setText] = useState(query.query);
  useResetOnChange(query.query, () => setText(query.query));
  const [printBlocked, setPrintBlocked] = useState(false);

  const go = (next: { query?: string; sort?: ListSort }) =>
    navigate({ screen: 'details', params: { id: params.id }, query: { query: query.query, sort, ...next } });

  if (!list) {
    return (
      <section className="wsh-favorites-details">
        <LoadStatus status={state.status} className="wsh-favorites-details__status" t={t} onRetry={state.retry} />
      </section>
    );
  }
  const access = listAccess(list);
  return (
    <section className="wsh-favorites-details" aria-busy={state.status === 'loading' || undefined}>
      <nav className="wsh-favorites-details__links" aria-label={t('allLists')}>
        <AreaLink href={href({ screen: 'lists' })}>{t('allLists')}</AreaLink>
        {access.edit && (
          <AreaLink href={href({ screen: 'detailsEdit', params: { id: list.Id } })}>{t('edit')}</AreaLink>
        )}
      </nav>
      <ListHeader list={list} title={list.Name} t={t} />
      <div className="wsh-favorites-details__tools">
        <form
          role="search"
          className="wsh-favorites-details__search"
          onSubmit={(event) => {
            event.preventDefault();
            go({ query: text.trim() });
          }}
        >
          <label className="wsh-field__label" htmlFor={`wsh-fav-search-${list.Id}`}>
            {t('searchLabel')}
          </label>
          <input
            id={`wsh-fav-search-${list.Id}`}
            type="search"
            className="wsh-field__input"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="wsh-button wsh-button--secondary">
            {t('search')}
          </button>
          {query.query && (
            <button
              type="button"
              className="wsh-button wsh-button--secondary"
              onClick={() => {
                setText('');
                go({ query: '' });
              }}
            >
              {t('clearSearch')}
            </button>
          )}
        </form>
        <label className="wsh-favorites-details__sort">
          <span className="wsh-field__label">{t('sortLabel')}</span>
          <select
            className="wsh-field__input"
            value={sort}
            onChange={(event) => go({ sort: isListSort(event.target.value) ? event.target.value : '' })}
          >
            {LIST_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABEL[s])}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="wsh-button wsh-button--secondary"
          onClick={() => setPrintBlocked(print({ listId: list.Id }, { query: query.query, sort }) === null)}
        >
          {t('print')}
        </button>
      </div>
      <p role="alert" className="wsh-favorites-details__print-blocked">
        {printBlocked ? t('printBlocked') : ''}
      </p>
      <ListView
        list={list}
        mode="details"
        t={t}
        filtered={query.query !== '' || sort !== ''}
        query={query.query}
        reload={state.reload}
      />
    </section>
  );
}
