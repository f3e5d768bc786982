import { useState } from 'react';
import { listAccess } from '../../../shared/domain/favorites/list-access';
import { checkListName } from '../../../shared/domain/favorites/list-names';
import type { FavoriteListSummary } from '../../../shared/domain/favorites/models';
import { isNameInUse, renameFavoriteList } from '../../../shared/stores/favorite-lists';
import { useAreaNavigation } from '../../../shared/ui/area/area-context';
import { AreaLink } from '../../../shared/ui/area/area-link';
import { Form, FormError, FormStatus, SubmitButton } from '../../../shared/ui/forms/form';
import { TextField } from '../../../shared/ui/forms/text-field';
import { useEditMode } from '../../../shared/ui/forms/use-edit-mode';
import { useListsT } from './use-lists-t';

/** What a row asks the screen to open for its list (the dialogs live on the screen, one each). */
export interface ListActions {
  share(list: FavoriteListSummary): void;
  copy(list: FavoriteListSummary): void;
  remove(list: FavoriteListSummary): void;
  announce(message: string): void;
}

interface Props {
  list: FavoriteListSummary;
  /** Every list shown, for the rename's name check (SPEC 5). */
  lists: readonly FavoriteListSummary[];
  actions: ListActions;
}

/** A visible verb with the list's name for screen readers: "Rename" reads as "Rename Faste varer". */
function Verb({ verb, name }: { verb: string; name: string }) {
  return (
    <>
      {verb}
      <span className="wsh-visually-hidden"> {name}</span>
    </>
  );
}

/**
 * One list: its name linking to its details, its number of products, read-only ones marked with their owner,
 * and what the customer may do with it (list-access.ts: read-only lists are opened, ordered and copied, never
 * renamed, deleted or shared). Rename is an edit mode in the row that closes 1 s after the success.
 */
export function ListRow({ list, lists, actions }: Props) {
  const t = useListsT();
  const { href } = useAreaNavigation<'Favorites'>();
  const access = listAccess(list);
  const edit = useEditMode({ failureMessage: (error) => (isNameInUse(error) ? t('nameInUse') : undefined) });
  const [draft, setDraft] = useState(list.Name);
  const [serverClash, setServerClash] = useState('');

  const problem = checkListName(draft, lists, list.Id);
  const clash = serverClash !== '' && serverClash === draft;
  const fieldError =
    problem === 'required' && edit.submit.attempted
      ? t('nameRequired')
      : (problem === 'nameExistsInList' && edit.submit.attempted) || clash
        ? t('nameInUse')
        : undefined;

  async function save() {
    const name = draft;
    const outcome = await edit.save(() => renameFavoriteList(list.Id, name), { valid: problem === null });
    if (outcome.status === 'done') actions.announce(t('renamedTo', { name: outcome.value.Name || name.trim() }));
    if (outcome.status === 'failed' && isNameInUse(outcome.error)) setServerClash(name);
  }

  return (
    <li className="wsh-favorites-lists__row">
      {edit.mode === 'view' ? (
        <div className="wsh-favorites-lists__summary">
          <AreaLink
            className="wsh-link wsh-favorites-lists__name"
            href={href({ screen: 'details', params: { id: list.Id } })}
          >
            {list.Name}
          </AreaLink>
          <span className="wsh-favorites-lists__count">{t('productCount', { count: list.NumberOfProducts })}</span>
          {list.IsReadOnly && (
            <span className="wsh-favorites-lists__read-only">
              {list.OwnerCustomerName ? t('readOnlyFrom', { owner: list.OwnerCustomerName }) : t('readOnly')}
            </span>
          )}
        </div>
      ) : (
        <Form submit={edit.submit} onSubmit={() => void save()} className="wsh-favorites-lists__rename">
          <TextField
            label={t('renameLabel', { name: list.Name })}
            value={draft}
            onValueChange={setDraft}
            autoComplete="off"
            // The user asked for this field with the Rename button.
            autoFocus
            readOnly={edit.mode !== 'edit'}
            error={fieldError}
          />
          <FormError message={clash ? '' : edit.submit.error} />
          <FormStatus message={edit.mode === 'saved' ? t('renamed') : ''} />
          <div className="wsh-favorites-lists__actions">
            <SubmitButton busy={edit.mode === 'saving'}>{t('save')}</SubmitButton>
            <button type="button" className="wsh-button wsh-button--secondary" onClick={edit.close}>
              {t('cancel')}
            </button>
          </div>
        </Form>
      )}
      {edit.mode === 'view' && (
        <div className="wsh-favorites-lists__actions" role="group" aria-label={t('actionsLabel', { name: list.Name })}>
          {access.edit && (
            <button
              ref={edit.editButtonRef}
              type="button"
              className="wsh-button wsh-button--secondary"
              onClick={() => {
                setDraft(list.Name);
                setServerClash('');
                edit.open();
              }}
            >
              <Verb verb={t('rename')} name={list.Name} />
            </button>
          )}
          {access.edit && (
            <button type="button" className="wsh-button wsh-button--secondary" onClick={() => actions.share(list)}>
              <Verb verb={t('share')} name={list.Name} />
            </button>
          )}
          {access.copy && (
            <button type="button" className="wsh-button wsh-button--secondary" onClick={() => actions.copy(list)}>
              <Verb verb={t('copy')} name={list.Name} />
            </button>
          )}
          {access.edit && (
            <button type="button" className="wsh-button wsh-button--secondary" onClick={() => actions.remove(list)}>
              <Verb verb={t('delete')} name={list.Name} />
            </button>
          )}
        </div>
      )}
    </li>
  );
}
