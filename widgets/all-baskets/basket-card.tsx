import { forwardRef, useState } from 'react';
import type { BasketListEntry } from '../../shared/domain/basket/models';
import { basketNameProblem } from '../../shared/domain/basket/all-baskets';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { formatDate } from '../../shared/i18n/format-date';
import { moneyText } from '../../shared/i18n/format-money';
import { isUnsavedChangesError } from '../../shared/stores/basket/basket';
import { Form, FormError, SubmitButton } from '../../shared/ui/forms/form';
import { TextField } from '../../shared/ui/forms/text-field';
import { useSubmit } from '../../shared/ui/forms/use-submit';
import { renameBasket } from './basket-actions';
import { problemText } from './name-problem';
import type { NS } from './texts';

interface Props {
  entry: BasketListEntry;
  current: boolean;
  baskets: readonly BasketListEntry[];
  basketPageUrl: string;
  /** Another action is in flight: the buttons say so (aria-disabled) and do nothing. */
  locked: boolean;
  t: WidgetT<typeof NS>;
  onUse(): void;
  onDelete(): void;
  /** The rename field closed: with the new name once saved, null when cancelled (focus goes back to the card). */
  onRenameClosed(name: string | null): void;
}

/** One basket: its figures, and use, rename and delete. The heading takes focus after a change (tabIndex -1). */
export const BasketCard = forwardRef<HTMLHeadingElement, Props>(function BasketCard(
  { entry, current, baskets, basketPageUrl, locked, t, onUse, onDelete, onRenameClosed },
  headingRef,
) {
  const [renaming, setRenaming] = useState(false);
  const date = entry.ExpectedDate ? formatDate(entry.ExpectedDate) : '';
  const guard = (action: () => void) => () => {
    if (!locked) action();
  };

  return (
    <li className={`wsh-all-baskets__card${current ? ' wsh-all-baskets__card--current' : ''}`}>
      <h3 ref={headingRef} tabIndex={-1} className="wsh-all-baskets__name">
        {entry.Name}
        {current && <span className="wsh-all-baskets__badge">{t('current')}</span>}
      </h3>
      <dl className="wsh-all-baskets__facts">
        <div>
          <dt>{t('linesLabel')}</dt>
          <dd>{entry.NumberOfLines}</dd>
        </div>
        <div>
          <dt>{t('subtotalLabel')}</dt>
          <dd>{moneyText(entry.FormattedSubTotal, entry.SubTotal, entry.CurrencyCode)}</dd>
        </div>
        <div>
          <dt>{t('dateLabel')}</dt>
          <dd>{date || t('noDate')}</dd>
        </div>
      </dl>
      {renaming ? (
        <RenameForm
          entry={entry}
          baskets={baskets}
          t={t}
          onDone={(name) => {
            setRenaming(false);
            onRenameClosed(name);
          }}
        />
      ) : (
        <div className="wsh-all-baskets__actions">
          {current ? (
            <a className="wsh-button" href={basketPageUrl}>
              {t('goToBasket')}
            </a>
          ) : (
            <button
              type="button"
              className="wsh-button"
              aria-disabled={locked || undefined}
              aria-label={t('useNamed', { name: entry.Name })}
              onClick={guard(onUse)}
            >
              {t('use')}
            </button>
          )}
          <button
            type="button"
            className="wsh-button wsh-button--secondary"
            aria-disabled={locked || undefined}
            aria-label={t('renameNamed', { name: entry.Name })}
            onClick={guard(() => setRenaming(true))}
          >
            {t('rename')}
          </button>
          <button
            type="button"
            className="wsh-button wsh-button--secondary"
            aria-disabled={locked || undefined}
            aria-label={t('deleteNamed', { name: entry.Name })}
            onClick={guard(onDelete)}
          >
            {t('delete')}
          </button>
        </div>
      )}
    </li>
  );
});

/** The rename field in place of the buttons; Escape or Cancel closes it, the saved name is announced by the page. */
function RenameForm({
  entry,
  baskets,
  t,
  onDone,
}: {
  entry: BasketListEntry;
  baskets: readonly BasketListEntry[];
  t: WidgetT<typeof NS>;
  onDone(name: string | null): void;
}) {
  const [name, setName] = useState(entry.Name);
  const submit = useSubmit({ failureMessage: (e) => (isUnsavedChangesError(e) ? t('unsaved') : undefined) });
  const problem = basketNameProblem(name, baskets, entry.Id);
  const cancel = () => {
    if (!submit.busy) onDone(null);
  };
  return (
    <Form
      submit={submit}
      className="wsh-all-baskets__rename"
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
      onSubmit={() => {
        if (name.trim() === entry.Name.trim()) return onDone(null);
        void submit
          .run(() => renameBasket(entry.Id, name), { valid: problem === null })
          .then((outcome) => {
            if (outcome.status === 'done') onDone(name.trim());
          });
      }}
    >
      <TextField
        label={t('newNameLabel', { name: entry.Name })}
        value={name}
        onValueChange={setName}
        autoComplete="off"
        autoFocus
        error={submit.attempted && problem ? problemText(t, problem) : undefined}
      />
      <div className="wsh-all-baskets__actions">
        <SubmitButton busy={submit.busy}>{t('save')}</SubmitButton>
        <button type="button" className="wsh-button wsh-button--secondary" onClick={cancel}>
          {t('cancel')}
        </button>
      </div>
      <FormError message={submit.error} />
    </Form>
  );
}
