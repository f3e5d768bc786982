import { useStore } from '@nanostores/react';
import { useRef, useState, type ReactNode } from 'react';
import { checkListName } from '../../../shared/domain/favorites/list-names';
import type { FavoriteListSummary } from '../../../shared/domain/favorites/models';
import {
  $favoriteLists,
  createFavoriteList,
  isNameInUse,
  listCreateFailure,
} from '../../../shared/stores/favorite-lists';
import { Form, FormError, SubmitButton } from '../../../shared/ui/forms/form';
import { TextField } from '../../../shared/ui/forms/text-field';
import { useSubmit } from '../../../shared/ui/forms/use-submit';
import { Dialog } from '../../../shared/ui/primitives/dialog';
import { useListsT } from './use-lists-t';

/**
 * The lists the name is checked against (SPEC 5: "checked on the client by fetching the lists"): those
 * shown, or, when they are still on their way, the answer once it lands. If they cannot be read the
 * server's own check (nameExistsInList) still flags a clash.
 */
function listsForCheck(): Promise<readonly FavoriteListSummary[]> {
  return new Promise((resolve) => {
    const stop = $favoriteLists.subscribe((state) => {
      if (state.data === undefined && state.status !== 'error') return;
      resolve(state.data ?? []);
      queueMicrotask(() => stop()); // subscribe calls back at once, before `stop` is assigned
    });
  });
}

export interface NewListDialogProps {
  open: boolean;
  onClose(): void;
  /** The list was created (the lists store reads the lists again by itself). */
  onCreated(list: FavoriteListSummary): void;
  /** The products the new list starts with (the generated list's); none for an empty list. */
  productIds?: readonly string[];
  /** Default "New favourite list". */
  title?: string;
  /** Default "Create list". */
  submitLabel?: string;
  /** Said above the name field (e.g. how many products the list gets). */
  intro?: ReactNode;
}

/**
 * A name for a new list, then POST favorites {name, productIds}. The name is checked against the customer's
 * lists before anything is sent (SPEC 5: empty or in use is flagged at the field, nothing sent); the server's
 * nameExistsInList is flagged the same way; other failures show SPEC 8's ExceptionMessage, embedded JSON
 * content, or type and name. The content is keyed per opening by the caller, so each opening starts empty.
 */
export function NewListDialog({ open, onClose, title, ...rest }: NewListDialogProps) {
  const t = useListsT();
  return (
    <Dialog open={open} title={title ?? t('newListTitle')} onClose={onClose}>
      <NewListForm onClose={onClose} {...rest} />
    </Dialog>
  );
}

function NewListForm({
  onClose,
  onCreated,
  productIds = [],
  submitLabel,
  intro,
}: Omit<NewListDialogProps, 'open' | 'title'>) {
  const t = useListsT();
  const lists = useStore($favoriteLists).data ?? [];
  const [name, setName] = useState('');
  // The server said the name is in use (another tab or user made it meanwhile): flagged like the client's check.
  const [serverClash, setServerClash] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = useSubmit({
    failureMessage: (error) => {
      if (isNameInUse(error)) return t('nameInUse');
      const failed = listCreateFailure(error, name);
      if (failed.kind === 'message') return failed.message;
      if (failed.kind === 'typeAndName') return t('createFailed', { name: failed.name, type: failed.type });
      return t('nameInUse');
    },
  });
  const problem = checkListName(name, lists);
  const clash = serverClash !== '' && serverClash === name;
  const fieldError =
    problem === 'required' && submit.attempted
      ? t('nameRequired')
      : (problem === 'nameExistsInList' && submit.attempted) || clash
        ? t('nameInUse')
        : undefined;

  async function send() {
    const valid = checkListName(name, await listsForCheck()) === null;
    const outcome = await submit.run(() => createFavoriteList(name, productIds), { valid });
    if (outcome.status === 'done') onCreated(outcome.value.list);
    else if (outcome.status === 'failed' && listCreateFailure(outcome.error, name).kind === 'nameExistsInList') {
      setServerClash(name);
      inputRef.current?.focus();
    }
  }

  return (
    <Form submit={submit} onSubmit={() => void send()} className="wsh-favorites-lists__form">
      {intro}
      <TextField
        ref={inputRef}
        label={t('listName')}
        value={name}
        onValueChange={setName}
        autoComplete="off"
        readOnly={submit.busy}
        error={fieldError}
      />
      {/* The name clash is said at the field; the form line says every other failure. */}
      <FormError message={clash ? '' : submit.error} />
      <div className="wsh-dialog__actions">
        <SubmitButton busy={submit.busy} busyLabel={t('creating')}>
          {submitLabel ?? t('create')}
        </SubmitButton>
        <button type="button" className="wsh-button wsh-button--secondary" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </Form>
  );
}
