import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { editableLists } from '../../../domain/favorites/list-access';
import { checkListName, type ListNameProblem } from '../../../domain/favorites/list-names';
import type { FavoriteListSummary } from '../../../domain/favorites/models';
import { useT } from '../../../i18n/use-translation';
import {
  $favoriteLists,
  addToFavoriteList,
  createFavoriteList,
  listCreateFailure,
} from '../../../stores/favorite-lists';
import { Dialog } from '../../primitives/dialog';
import type { ListableProduct } from './types';
import { ADD_TO_LIST_NS } from './texts';

const NEW_LIST = '';

interface Props {
  product: ListableProduct;
  /** False while the dialog plays its exit animation (Dialog's `open`). */
  open: boolean;
  onClose(): void;
  /** The product went onto the list named `listName` (the host says so, then closes the dialog). */
  onAdded(listName: string): void;
}

/** The list chosen at first: the first own list the product is not on yet, else a new list. */
const firstChoice = (lists: readonly FavoriteListSummary[], productId: string) =>
  lists.find((l) => !l.ProductIds.includes(productId))?.Id ?? NEW_LIST;

/**
 * Picks one of the customer's own lists, or names a new one, and puts the product on it (POST
 * favorites/{id} {productIds}, or POST favorites {name, productIds}). A new name is checked against the
 * lists on the client (SPEC 5: empty, or in use, is flagged and nothing is sent); the server's own
 * refusals are shown in the dialog (SPEC 8), which stays open until the product is on a list.
 */
export function AddToListDialog({ product, open, onClose, onAdded }: Props) {
  const t = useT(ADD_TO_LIST_NS);
  const state = useStore($favoriteLists);
  const lists = editableLists(state.data ?? []);
  const loaded = state.data !== undefined;
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = choice ?? firstChoice(lists, product.Id);
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<ListNameProblem | null>(null);
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
  const ids = { name: useId(), nameError: useId(), failure: useId() };

  // The lists arrive after the dialog opened on its Cancel button: focus goes to the chosen list then.
  useEffect(() => {
    if (loaded) choicesRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [loaded]);

  const flagName = (problem: ListNameProblem) => {
    setNameProblem(problem);
    nameRef.current?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure('');
    if (chosen === NEW_LIST) {
      const problem = checkListName(name, state.data ?? []);
      if (problem) return flagName(problem);
    }
    setSending(true);
    try {
      const target = lists.find((l) => l.Id === chosen);
      const answer = target
        ? await addToFavoriteList(target.Id, [product.Id])
        : await createFavoriteList(name, [product.Id]);
      if (answer.invalidProductIds.includes(product.Id)) {
        setFailure(t('notAdded', { product: product.DisplayName }));
        setSending(false);
        return;
      }
      onAdded(answer.list.Name || target?.Name || name.trim());
    } catch (error) {
      setSending(false);
      if (chosen !== NEW_LIST) return setFailure(t('addFailed'));
      const why = listCreateFailure(error, name);
      if (why.kind === 'nameExistsInList') return flagName('nameExistsInList');
      setFailure(why.kind === 'message' ? why.message : t('createFailed', { name: why.name, type: why.type }));
    }
  }

  return (
    <Dialog
      title={t('title', { product: product.DisplayName })}
      open={open}
      onClose={onClose}
      className="wsh-add-to-list"
    >
      {state.status === 'loading' && !loaded && (
        <p role="status" className="wsh-add-to-list__status">
          {t('loading')}
        </p>
      )}
      {state.status === 'error' && !loaded && (
        <div role="alert">
          <p className="wsh-add-to-list__error">{t('loadFailed')}</p>
          <button type="button" className="wsh-button wsh-button--secondary" onClick={$favoriteLists.retry}>
            {t('retry')}
          </button>
        </div>
      )}
      <form onSubmit={submit} noValidate aria-describedby={failure ? ids.failure : undefined}>
        {loaded && (
          <fieldset className="wsh-add-to-list__lists">
            <legend className="wsh-add-to-list__legend">{t('chooseList')}</legend>
            <div className="wsh-add-to-list__choices" ref={choicesRef}>
              {lists.map((list) => {
                const already = list.ProductIds.includes(product.Id);
                return (
                  <label key={list.Id} className="wsh-add-to-list__choice">
                    <input
                      type="radio"
                      name="wsh-add-to-list"
                      value={list.Id}
                      checked={chosen === list.Id}
                      disabled={already || sending}
                      onChange={() => setChoice(list.Id)}
                    />
                    <span>{list.Name}</span>
                    <span className="wsh-add-to-list__count">
                      {t('productCount', { count: list.NumberOfProducts })}
                    </span>
                    {already && <span className="wsh-add-to-list__already">{t('alreadyOnList')}</span>}
                  </label>
                );
              })}
              <label className="wsh-add-to-list__choice">
                <input
                  type="radio"
                  name="wsh-add-to-list"
                  value={NEW_LIST}
                  checked={chosen === NEW_LIST}
                  disabled={sending}
                  onChange={() => setChoice(NEW_LIST)}
                />
                <span>{t('newList')}</span>
              </label>
            </div>
            {chosen === NEW_LIST && (
              <div className="wsh-add-to-list__name">
                <label htmlFor={ids.name}>{t('newListName')}</label>
                <input
                  ref={nameRef}
                  id={ids.name}
                  className="wsh-add-to-list__input"
                  type="text"
                  autoComplete="off"
                  value={name}
                  readOnly={sending}
                  aria-invalid={nameProblem ? true : undefined}
                  aria-describedby={nameProblem ? ids.nameError : undefined}
                  onChange={(e) => {
                    setName(e.target.value);
                    setNameProblem(null);
                  }}
                />
                {nameProblem && (
                  <p id={ids.nameError} className="wsh-add-to-list__error">
                    {t(nameProblem === 'required' ? 'nameRequired' : 'nameInUse')}
                  </p>
                )}
              </div>
            )}
          </fieldset>
        )}
        {failure && (
          <p id={ids.failure} role="alert" className="wsh-add-to-list__error">
            {failure}
          </p>
        )}
        <div className="wsh-dialog__actions">
          {loaded && (
            <button type="submit" className="wsh-button" aria-disabled={sending || undefined}>
              {t(sending ? 'sending' : 'submit')}
            </button>
          )}
          <button type="button" className="wsh-button wsh-button--secondary" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
