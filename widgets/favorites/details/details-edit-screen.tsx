import { useEffect } from 'react';
import { listAccess } from '../../../shared/domain/favorites/list-access';
import { addWidgetResources } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/use-translation';
import { useAreaScreenReady } from '../../../shared/ui/area/area-context';
import { AreaLink } from '../../../shared/ui/area/area-link';
import type { AreaScreenProps } from '../../../shared/ui/area/area-router';
import { LoadStatus } from '../../../shared/ui/primitives/load-status';
import { ListHeader } from './list-header';
import { ListView } from './list-view';
import { RenameForm } from './rename-form';
import { NS, texts } from './texts';
import { useListDetails } from './use-list-details';
import { useRedirectOnFailure } from './use-load-failure';

/**
 * A favourite list in edit mode (`details-edit/{id}`): rename, reorder (drag and keyboard) and remove
 * products, with a link back to the details. A read-only list has no edit mode: the address is replaced
 * by its details; a list that cannot be loaded sends the user to the overview.
 */
export function DetailsEditScreen({ params, navigate, href }: AreaScreenProps<'Favorites', 'detailsEdit'>) {
  addWidgetResources(NS, texts); // idempotent
  const t = useT(NS);
  const state = useListDetails(params.id);
  const list = state.data;
  useRedirectOnFailure(state.status === 'error', t('notLoaded'), navigate);
  const readOnly = list !== undefined && !listAccess(list).edit;
  useEffect(() => {
    if (readOnly) navigate({ screen: 'details', params: { id: params.id } }, { replace: true });
  }, [readOnly, navigate, params.id]);
  useAreaScreenReady(list !== undefined && !readOnly);

  if (!list || readOnly) {
    return (
      <section className="wsh-favorites-details">
        <LoadStatus status={state.status} className="wsh-favorites-details__status" t={t} onRetry={state.retry} />
      </section>
    );
  }
  return (
    <section
      className="wsh-favorites-details wsh-favorites-details--edit"
      aria-busy={state.status === 'loading' || undefined}
    >
      <nav className="wsh-favorites-details__links" aria-label={t('backToDetails')}>
        <AreaLink href={href({ screen: 'details', params: { id: list.Id } })}>{t('backToDetails')}</AreaLink>
      </nav>
      <ListHeader list={list} title={t('editTitle', { name: list.Name })} t={t} />
      <RenameForm key={list.Id} list={list} t={t} onRenamed={state.reload} />
      <ListView list={list} mode="edit" t={t} filtered={false} query="" reload={state.reload} />
    </section>
  );
}
