import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { BasketListEntry } from '../../shared/domain/basket/models';
import { isApiHttpError } from '../../shared/api/http/errors';
import { currentCustomerGroup, withLiveFigures } from '../../shared/domain/basket/all-baskets';
import type { Infer } from '../../page-context/fields';
import { useT } from '../../shared/i18n/use-translation';
import { $basket, isUnsavedChangesError, retryUnsavedChanges, switchBasket } from '../../shared/stores/basket/basket';
import { $pageContext } from '../../shared/context/page-context';
import { ConfirmDialog } from '../../shared/ui/primitives/confirm-dialog';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { removeBasket } from './basket-actions';
import { BasketCard } from './basket-card';
import { CreateBasket } from './create-basket';
import type { meta } from './meta';
import { useBasketList } from './use-basket-list';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

/** All baskets (see meta.ts). Anonymous visitors have no baskets (SPEC 6): they are asked to log in. */
export function AllBaskets(props: Props) {
  const t = useT(NS);
  const { isAuthenticated } = useStore($pageContext);
  if (!isAuthenticated) return <p className="wsh-all-baskets__anonymous">{t('anonymous')}</p>;
  return <Panel {...props} />;
}

/** What the last action left to say: a polite status, or an alert (with "save changes" for unsaved ones). */
type Notice =
  | { kind: 'none' }
  | { kind: 'status'; text: string }
  | { kind: 'failed'; text: string }
  | { kind: 'unsaved' };

interface Deleting {
  entry: BasketListEntry;
  open: boolean;
  busy: boolean;
  error: string;
}

function Panel({ basketPageUrl }: Props) {
  const t = useT(NS);
  const headingId = useId();
  const basket = useStore($basket);
  const { currentCustomerId } = useStore($pageContext);
  const list = useBasketList();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>({ kind: 'none' });
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  /** Where focus goes once the list shows the change: a basket's heading, or the page heading. */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardHeadings = useRef(new Map<string, HTMLHeadingElement>());

  const group = currentCustomerGroup(list.data ?? [], basket?.Id, currentCustomerId);
  const entries = (group?.Baskets ?? []).map((entry) => withLiveFigures(entry, basket));

  // Once the list shows the change (the target rendered): a new list or a new target tries again.
  useEffect(() => {
    if (!focusTarget) return;
    const target = focusTarget === 'page' ? headingRef.current : cardHeadings.current.get(focusTarget);
    if (!target) return;
    target.focus();
    setFocusTarget(null);
  }, [focusTarget, list.data, basket]);

  const locked = busyId !== null || (deleting?.busy ?? false);

  async function use(entry: BasketListEntry) {
    if (locked) return;
    setBusyId(entry.Id);
    setNotice({ kind: 'status', text: t('switching', { name: entry.Name }) });
    try {
      await switchBasket(entry.Id);
      setNotice({ kind: 'status', text: t('switched', { name: entry.Name }) });
      setFocusTarget(entry.Id);
    } catch (error) {
      // Waiting changes of the current basket would be left behind: nothing is switched.
      setNotice(isUnsavedChangesError(error) ? { kind: 'unsaved' } : { kind: 'failed', text: t('switchFailed') });
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    if (!deleting || deleting.busy) return;
    const { entry } = deleting;
    setDeleting({ ...deleting, busy: true, error: '' });
    try {
      await removeBasket(entry.Id);
      setDeleting({ entry, open: false, busy: false, error: '' });
      setNotice({ kind: 'status', text: t('deleted', { name: entry.Name }) });
      setFocusTarget('page');
      list.reload();
    } catch (error) {
      // The server's refusal (the only basket ...) is its Message; unsaved changes stop the delete here.
      const text = isUnsavedChangesError(error)
        ? t('unsaved')
        : isApiHttpError(error) && error.status === 400 && error.serverMessage
          ? error.serverMessage
          : t('deleteFailed');
      setDeleting({ entry, open: true, busy: false, error: text });
    }
  }

  const ready = list.status === 'ready' || list.status === 'empty' || list.data !== undefined;

  return (
    <section className="wsh-all-baskets" aria-labelledby={headingId} aria-busy={locked || undefined}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="wsh-all-baskets__heading">
        {t('heading')}
      </h2>
      <div className="wsh-all-baskets__notice" role="status">
        {notice.kind === 'status' && notice.text}
      </div>
      <div className="wsh-all-baskets__alert" role="alert">
        {notice.kind === 'failed' && notice.text}
        {notice.kind === 'unsaved' && (
          <>
            {t('unsaved')}{' '}
            <button
              type="button"
              className="wsh-button wsh-button--secondary"
              onClick={() => {
                setNotice({ kind: 'none' });
                retryUnsavedChanges($basket.get()?.Id);
              }}
            >
              {t('saveChanges')}
            </button>
          </>
        )}
      </div>
      {!ready ? (
        <LoadStatus status={list.status} className="wsh-all-baskets__status" t={t} onRetry={list.retry} />
      ) : entries.length === 0 ? (
        <p className="wsh-all-baskets__none">{t('none')}</p>
      ) : (
        <ul className="wsh-all-baskets__list" aria-label={t('listLabel', { customer: group?.CustomerName ?? '' })}>
          {entries.map((entry) => (
            <BasketCard
              key={entry.Id}
              ref={(el) => {
                if (el) cardHeadings.current.set(entry.Id, el);
                else cardHeadings.current.delete(entry.Id);
              }}
              entry={entry}
              current={entry.Id === basket?.Id}
              baskets={entries}
              basketPageUrl={basketPageUrl}
              locked={locked}
              t={t}
              onUse={() => void use(entry)}
              onDelete={() => setDeleting({ entry, open: true, busy: false, error: '' })}
              onRenameClosed={(name) => {
                setFocusTarget(entry.Id);
                if (name) {
                  setNotice({ kind: 'status', text: t('renamed', { name }) });
                  list.reload();
                }
              }}
            />
          ))}
        </ul>
      )}
      {ready && list.status === 'error' && (
        <LoadStatus status="error" className="wsh-all-baskets__status" t={t} onRetry={list.retry} />
      )}
      <h3 className="wsh-all-baskets__subheading">{t('createHeading')}</h3>
      <CreateBasket
        baskets={entries}
        onCreated={(name) => {
          setNotice({ kind: 'status', text: t('created', { name }) });
          list.reload();
        }}
      />
      {deleting && (
        <ConfirmDialog
          open={deleting.open}
          title={t('deleteTitle', { name: deleting.entry.Name })}
          message={t('deleteMessage', { count: deleting.entry.NumberOfLines })}
          confirmLabel={t('deleteConfirm')}
          danger
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting({ ...deleting, open: false })}
        />
      )}
    </section>
  );
}
