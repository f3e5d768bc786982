import { useId, useRef, useState } from 'react';
import { favoritesApi } from '../../../shared/api/favorites-api';
import type { FavoriteListSummary, SharingOption } from '../../../shared/domain/favorites/models';
import { createFetcher } from '../../../shared/lib/fetcher';
import {
  $favoriteListsChanges,
  copyFavoriteListToCustomer,
  customerFailure,
  shareFavoriteList,
} from '../../../shared/stores/favorite-lists';
import { useFetcher } from '../../../shared/ui/data/use-fetcher';
import { Form, FormError, FormStatus, SubmitButton } from '../../../shared/ui/forms/form';
import { TextField } from '../../../shared/ui/forms/text-field';
import { useSubmit } from '../../../shared/ui/forms/use-submit';
import { Dialog } from '../../../shared/ui/primitives/dialog';
import { useListsT } from './use-lists-t';

interface Props {
  open: boolean;
  list: FavoriteListSummary;
  onClose(): void;
}

type ListsT = ReturnType<typeof useListsT>;

/** SPEC 8: 404 means the customer was not found; anything else is an unknown error (`unknownKey`). */
const customerFailureText = (t: ListsT, error: unknown, customer: string, unknownKey: 'shareFailed' | 'copyFailed') =>
  customerFailure(error) === 'customerNotFound' ? t('customerNotFound', { customer }) : t(unknownKey);

/** Who a list is shared with (GET favorites/{id}/share), asked again after each change to the lists. */
const listShares = createFetcher({
  fetch: ({ id }: { id: string; changes: number }, signal) => favoritesApi.shares(id, signal),
  empty: (shares) => shares.length === 0,
  keep: (next, previous) => next.id === previous.id,
});

/** The customer number: required; anything else is the server's to judge (an unknown one answers 404). */
function useCustomerField() {
  const [customer, setCustomer] = useState('');
  return { customer, setCustomer, valid: customer.trim() !== '', value: customer.trim() };
}

/**
 * Share a list with another customer (SPEC 6, 7): POST favorites/{id}/share {destinationCustomerId,
 * SharingOption}, ReadOnly (the customer may open and order from it) or Copy (a list of their own). The
 * dialog shows who it is shared with already (GET favorites/{id}/share) and stays open after a share, the
 * result said in it, so several customers can be added in a row.
 */
export function ShareDialog({ open, list, onClose }: Props) {
  const t = useListsT();
  return (
    <Dialog open={open} title={t('shareTitle', { name: list.Name })} onClose={onClose}>
      <ShareForm list={list} onClose={onClose} />
    </Dialog>
  );
}

function ShareForm({ list, onClose }: Omit<Props, 'open'>) {
  const t = useListsT();
  const field = useCustomerField();
  const [option, setOption] = useState<SharingOption>('ReadOnly');
  const [done, setDone] = useState('');
  const optionName = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const sent = useRef('');
  const submit = useSubmit({ failureMessage: (error) => customerFailureText(t, error, sent.current, 'shareFailed') });

  async function send() {
    setDone('');
    sent.current = field.value;
    const outcome = await submit.run(() => shareFavoriteList(list.Id, field.value, option), { valid: field.valid });
    if (outcome.status === 'done') {
      setDone(t(option === 'ReadOnly' ? 'sharedReadOnly' : 'sharedCopy', { customer: sent.current }));
      field.setCustomer('');
      inputRef.current?.focus();
    }
  }

  return (
    <>
      <SharedWith listId={list.Id} />
      <Form submit={submit} onSubmit={() => void send()} className="wsh-favorites-lists__form">
        <TextField
          ref={inputRef}
          label={t('customerNumber')}
          hint={t('customerHint')}
          value={field.customer}
          onValueChange={field.setCustomer}
          inputMode="numeric"
          autoComplete="off"
          readOnly={submit.busy}
          error={submit.attempted && !field.valid ? t('customerRequired') : undefined}
        />
        <fieldset className="wsh-favorites-lists__options">
          <legend>{t('sharingOption')}</legend>
          {(['ReadOnly', 'Copy'] as const).map((value) => (
            <label key={value} className="wsh-favorites-lists__option">
              <input
                type="radio"
                name={optionName}
                value={value}
                checked={option === value}
                onChange={() => setOption(value)}
              />{' '}
              {t(value === 'ReadOnly' ? 'optionReadOnly' : 'optionCopy')}
            </label>
          ))}
        </fieldset>
        <FormError message={submit.error} />
        <FormStatus message={done} />
        <div className="wsh-dialog__actions">
          <SubmitButton busy={submit.busy} busyLabel={t('sharing')}>
            {t('shareSubmit')}
          </SubmitButton>
          <button type="button" className="wsh-button wsh-button--secondary" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </Form>
    </>
  );
}

/** The customers the list is shared with; read again after each share (the lists' change counter). */
function SharedWith({ listId }: { listId: string }) {
  const t = useListsT();
  const shares = useFetcher(listShares, listId, (id) => ({ id, changes: $favoriteListsChanges.get() }), [
    $favoriteListsChanges,
  ]);
  const headingId = useId();
  return (
    <section className="wsh-favorites-lists__shares" aria-labelledby={headingId}>
      <h3 id={headingId} className="wsh-favorites-lists__shares-heading">
        {t('sharedWith')}
      </h3>
      {shares.data && shares.data.length > 0 ? (
        <ul className="wsh-favorites-lists__shares-list">
          {shares.data.map((s) => (
            <li key={s.CustomerId}>{s.CustomerName ? `${s.CustomerName} (${s.CustomerId})` : s.CustomerId}</li>
          ))}
        </ul>
      ) : shares.status === 'empty' ? (
        <p>{t('sharedWithNobody')}</p>
      ) : shares.status === 'error' ? (
        <p role="alert">
          {t('sharesError')}{' '}
          <button type="button" className="wsh-button wsh-button--secondary" onClick={shares.retry}>
            {t('retry')}
          </button>
        </p>
      ) : (
        <p role="status">{t('sharesLoading')}</p>
      )}
    </section>
  );
}

/**
 * Copy a list to another customer (SPEC 7: POST favorites/copy/{id}/to/{customerId}); SPEC 8: a 404 is
 * "customer not found", anything else an unknown error. Success is said in the dialog, which stays open.
 */
export function CopyDialog({ open, list, onClose }: Props) {
  const t = useListsT();
  return (
    <Dialog open={open} title={t('copyTitle', { name: list.Name })} onClose={onClose}>
      <CopyForm list={list} onClose={onClose} />
    </Dialog>
  );
}

function CopyForm({ list, onClose }: Omit<Props, 'open'>) {
  const t = useListsT();
  const field = useCustomerField();
  const [done, setDone] = useState('');
  const sent = useRef('');
  const submit = useSubmit({ failureMessage: (error) => customerFailureText(t, error, sent.current, 'copyFailed') });

  async function send() {
    setDone('');
    sent.current = field.value;
    const outcome = await submit.run(() => copyFavoriteListToCustomer(list.Id, field.value), { valid: field.valid });
    if (outcome.status === 'done') setDone(t('copied', { name: list.Name, customer: sent.current }));
  }

  return (
    <Form submit={submit} onSubmit={() => void send()} className="wsh-favorites-lists__form">
      <TextField
        label={t('customerNumber')}
        hint={t('customerHint')}
        value={field.customer}
        onValueChange={field.setCustomer}
        inputMode="numeric"
        autoComplete="off"
        readOnly={submit.busy}
        error={submit.attempted && !field.valid ? t('customerRequired') : undefined}
      />
      <FormError message={submit.error} />
      <FormStatus message={done} />
      <div className="wsh-dialog__actions">
        <SubmitButton busy={submit.busy} busyLabel={t('copying')}>
          {t('copySubmit')}
        </SubmitButton>
        <button type="button" className="wsh-button wsh-button--secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Form>
  );
}
