import { useId, useState } from 'react';
import { favoritesApi } from '../../../shared/api/favorites-api';
import { isListSort, LIST_SORTS, type GeneratedType, type ListSort } from '../../../shared/domain/favorites/models';
import { addWidgetResources } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/use-translation';
import { createFetcher } from '../../../shared/lib/fetcher';
import { productHref } from '../../../shared/lib/safe-href';
import { useAreaScreenReady } from '../../../shared/ui/area/area-context';
import { AreaLink } from '../../../shared/ui/area/area-link';
import type { AreaScreenProps } from '../../../shared/ui/area/area-router';
import { useFetcher } from '../../../shared/ui/data/use-fetcher';
import { TextField } from '../../../shared/ui/forms/text-field';
import { useResetOnChange } from '../../../shared/ui/forms/use-reset-on-change';
import { usePrintWindow } from '../../../shared/ui/features/print-window';
import { ProductList } from '../../../shared/ui/features/product-list/product-list';
import { useFavoritesSettings } from '../favorites-settings';
import { NewListDialog } from '../lists/new-list-dialog';
import { useDialogTarget } from '../lists/use-dialog-target';
import { GENERATED_NS, texts } from './texts';

type Key = { generatedType: GeneratedType; query: string; sort: ListSort };

/** A generated list searched and sorted on the server (SPEC 7: GET accounting/salesstatistics with query and sort). */
const generatedList = createFetcher({
  fetch: ({ generatedType, query, sort }: Key, signal) =>
    favoritesApi.generated(generatedType, { query, sort, signal }),
  empty: (list) => list.Page.PageOfResults.length === 0,
  // A new search or sort keeps the products shown until the new ones land (no flash of "Loading").
  keep: (next, previous) => next.generatedType === previous.generatedType,
});

function useGeneratedT() {
  addWidgetResources(GENERATED_NS, texts); // idempotent
  return useT(GENERATED_NS);
}

/**
 * SPEC 2 `/generated/salesstatistics` (page-type suffix SalesStatistics, set by the router): the products
 * bought in the last 3 months in the shared product list, ordered like any list (quantities go into the
 * basket), searched and sorted, saved as a new list (POST favorites {name, productIds}) or printed in
 * SPEC 2's window named for 3-month sales.
 */
export function GeneratedScreen({ query: address, navigate, href }: AreaScreenProps<'Favorites', 'generated'>) {
  const t = useGeneratedT();
  const { productUrlPattern, printUrl } = useFavoritesSettings();
  // The route table allows salesstatistics only (SPEC 2), so the route's generatedType needs no reading.
  const generatedType: GeneratedType = 'salesstatistics';
  // The search and the sort live in the address (route query `query`, `sort`): each new one is a history
  // entry, so Back and reload show the same products.
  const query = address.query.trim();
  const sort: ListSort = isListSort(address.sort) ? address.sort : '';
  const [draft, setDraft] = useState(query);
  useResetOnChange(query, () => setDraft(query));
  const go = (next: { query?: string; sort?: ListSort }) =>
    navigate({ screen: 'generated', params: { generatedType }, query: { query, sort, ...next } });
  const list = useFetcher(generatedList, { generatedType, query, sort }, (key): Key => key);
  useAreaScreenReady(list.status !== 'loading' || list.data !== undefined);

  const save = useDialogTarget<true>();
  const [saved, setSaved] = useState<{ id: string; name: string } | null>(null);
  const [printBlocked, setPrintBlocked] = useState(false);
  const print = usePrintWindow(printUrl);
  const sortId = useId();

  const data = list.data;
  const products = data?.Page.PageOfResults ?? [];
  const nothingBought = data !== undefined && data.ProductIds.length === 0 && query === '';

  return (
    <section className="wsh-favorites-generated" aria-labelledby="wsh-favorites-generated-heading">
      <p className="wsh-favorites-generated__back">
        <AreaLink className="wsh-link" href={href({ screen: 'lists' })}>
          {t('backToLists')}
        </AreaLink>
      </p>
      <h2 id="wsh-favorites-generated-heading" className="wsh-favorites-generated__heading">
        {t('heading')}
      </h2>
      <p className="wsh-favorites-generated__intro">{t('intro')}</p>

      {data === undefined ? (
        list.status === 'error' ? (
          <div className="wsh-favorites-generated__state" role="alert">
            <p>{t('error')}</p>
            <button type="button" className="wsh-button" onClick={list.retry}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <p className="wsh-favorites-generated__state wsh-favorites-generated__state--loading" role="status">
            {t('loading')}
          </p>
        )
      ) : nothingBought ? (
        <p className="wsh-favorites-generated__state">{t('empty')}</p>
      ) : (
        <>
          <div className="wsh-favorites-generated__tools">
            <form
              role="search"
              className="wsh-favorites-generated__search"
              onSubmit={(event) => {
                event.preventDefault();
                go({ query: draft.trim() });
              }}
            >
              <TextField type="search" label={t('search')} value={draft} onValueChange={setDraft} />
              <button type="submit" className="wsh-button wsh-button--secondary">
                {t('searchSubmit')}
              </button>
              {query && (
                <button type="button" className="wsh-button wsh-button--secondary" onClick={() => go({ query: '' })}>
                  {t('clearSearch')}
                </button>
              )}
            </form>
            <div className="wsh-favorites-generated__sort">
              <label htmlFor={sortId}>{t('sort')}</label>
              <select
                id={sortId}
                className="wsh-field__input"
                value={sort}
                onChange={(event) => isListSort(event.target.value) && go({ sort: event.target.value })}
              >
                {LIST_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`sortOptions.${s || 'own'}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="wsh-favorites-generated__actions">
              <button type="button" className="wsh-button" onClick={() => save.show(true)}>
                {t('saveAsList')}
              </button>
              <button
                type="button"
                className="wsh-button wsh-button--secondary"
                onClick={() => setPrintBlocked(print({ generatedType }, { query, sort }) === null)}
              >
                {t('print')}
              </button>
            </div>
          </div>
          <p
            className="wsh-favorites-generated__count"
            role="status"
            aria-busy={list.status === 'loading' || undefined}
          >
            {products.length === 0 ? t('noMatch', { query }) : t('count', { count: products.length })}
          </p>
          {list.status === 'error' && (
            <div className="wsh-favorites-generated__state" role="alert">
              <p>{t('error')}</p>
              <button type="button" className="wsh-button" onClick={list.retry}>
                {t('retry')}
              </button>
            </div>
          )}
          {products.length > 0 && (
            <ProductList
              products={products}
              label={t('listLabel')}
              productUrl={(id) => productHref(productUrlPattern, id)}
            />
          )}
        </>
      )}

      <div role="alert" className="wsh-favorites-generated__alert">
        {printBlocked ? t('printBlocked') : ''}
      </div>
      <p role="status" className="wsh-favorites-generated__said">
        {saved && (
          <>
            {t('saved', { name: saved.name })}{' '}
            <AreaLink className="wsh-link" href={href({ screen: 'details', params: { id: saved.id } })}>
              {t('openSaved', { name: saved.name })}
            </AreaLink>
          </>
        )}
      </p>

      {data && (
        <NewListDialog
          key={`save-${save.opening}`}
          open={save.open}
          onClose={save.hide}
          title={t('saveTitle')}
          submitLabel={t('saveSubmit')}
          productIds={data.ProductIds}
          intro={<p>{t('saveIntro', { count: data.ProductIds.length })}</p>}
          onCreated={(created) => {
            save.hide();
            setSaved({ id: created.Id, name: created.Name });
          }}
        />
      )}
    </section>
  );
}
