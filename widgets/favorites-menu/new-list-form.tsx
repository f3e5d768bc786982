import { useId, useRef, useState, type FormEvent } from 'react';
import { checkListName, type ListNameProblem } from '../../shared/domain/favorites/list-names';
import type { FavoriteListSummary } from '../../shared/domain/favorites/models';
import { useT } from '../../shared/i18n/use-translation';
import { createFavoriteList, listCreateFailure } from '../../shared/stores/favorite-lists';

interface Props {
  /** The lists shown, for the name check on the client (SPEC 5). */
  lists: readonly FavoriteListSummary[];
  onCreated(name: string): void;
}

/**
 * "New list": a name, checked against the customer's lists before anything is sent (empty, or in use
 * whatever its case: flagged, nothing sent), then POST favorites {name, productIds: []}. The server's
 * refusals are shown in the form (SPEC 8); success closes it and the list store shows the new list.
 */
export function NewListForm({ lists, onCreated }: Props) {
  const t = useT('favorites-menu');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<ListNameProblem | null>(null);
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const ids = { form: useId(), input: useId(), error: useId() };

  const close = () => {
    setOpen(false);
    setName('');
    setProblem(null);
    setFailure('');
    toggleRef.current?.focus();
  };
  const flag = (why: ListNameProblem) => {
    setProblem(why);
    inputRef.current?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure('');
    const why = checkListName(name, lists);
    if (why) return flag(why);
    setSending(true);
    try {
      const { list } = await createFavoriteList(name);
      setSending(false);
      close();
      onCreated(list.Name || name.trim());
    } catch (error) {
      setSending(false);
      const failed = listCreateFailure(error, name);
      if (failed.kind === 'nameExistsInList') return flag('nameExistsInList');
      setFailure(
        failed.kind === 'message' ? failed.message : t('createFailed', { name: failed.name, type: failed.type }),
      );
    }
  }

  return (
    <div className="wsh-favorites-menu__new">
      <button
        ref={toggleRef}
        type="button"
        className="wsh-button wsh-button--secondary"
        aria-expanded={open}
        aria-controls={open ? ids.form : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('newList')}
      </button>
      {open && (
        <form id={ids.form} className="wsh-favorites-menu__form" onSubmit={submit} noValidate>
          <label htmlFor={ids.input}>{t('newListName')}</label>
          <input
            ref={inputRef}
            id={ids.input}
            className="wsh-favorites-menu__input"
            type="text"
            autoComplete="off"
            // The user just asked for this field by opening the form.
            autoFocus
            value={name}
            readOnly={sending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.error : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setProblem(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                close();
              }
            }}
          />
          {problem && (
            <p id={ids.error} className="wsh-favorites-menu__error">
              {t(problem === 'required' ? 'nameRequired' : 'nameInUse')}
            </p>
          )}
          {failure && (
            <p role="alert" className="wsh-favorites-menu__error">
              {failure}
            </p>
          )}
          <div className="wsh-favorites-menu__actions">
            <button type="submit" className="wsh-button" aria-disabled={sending || undefined}>
              {t(sending ? 'creating' : 'create')}
            </button>
            <button type="button" className="wsh-button wsh-button--secondary" onClick={close}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
