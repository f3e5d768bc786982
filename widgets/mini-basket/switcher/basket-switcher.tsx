import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Basket } from '../../../shared/domain/models';
import { switcherList } from '../../../shared/domain/basket/basket-switcher';
import { addWidgetResources } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/use-translation';
import { $otherBaskets } from '../../../shared/stores/basket/basket';
import { NS, texts } from './texts';
import type { useBasketActions } from '../use-basket-actions';

interface Props {
  basket: Basket;
  allBasketsUrl: string | undefined;
  actions: ReturnType<typeof useBasketActions>;
}

/** SPEC 2 and 9: the other baskets (current excluded, at most 3), "show all", and a new basket. */
export function BasketSwitcher({ basket, allBasketsUrl, actions }: Props) {
  addWidgetResources(NS, texts); // idempotent
  const t = useT(NS);
  const tBasket = useT('mini-basket'); // a basket's number of lines, as on the button
  const headingId = useId();
  const { shown, hasMore } = switcherList(useStore($otherBaskets));
  const disabled = actions.busy !== null;

  return (
    <div className="wsh-mini-basket__switcher">
      <h3 id={headingId} className="wsh-mini-basket__subtitle">
        {t('otherBaskets')}
      </h3>
      {shown.length === 0 ? (
        <p className="wsh-mini-basket__note">{t('noOtherBaskets')}</p>
      ) : (
        <ul className="wsh-mini-basket__list" aria-labelledby={headingId}>
          {shown.map((other) => (
            <li key={other.Id}>
              <button
                type="button"
                className="wsh-mini-basket__other"
                disabled={disabled}
                onClick={() => void actions.switchTo(other.Id)}
              >
                <span className="wsh-mini-basket__other-name">{other.Name}</span>
                <span className="wsh-mini-basket__other-lines">{tBasket('lines', { count: other.NumberOfLines })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasMore && allBasketsUrl && (
        <a className="wsh-link wsh-mini-basket__all" href={allBasketsUrl}>
          {t('showAll', { count: basket.AllBaskets.length })}
        </a>
      )}
      <button
        type="button"
        className="wsh-button wsh-button--secondary wsh-mini-basket__new"
        disabled={disabled}
        onClick={() => void actions.create()}
      >
        {t('newBasket')}
      </button>
      <p className="wsh-mini-basket__busy" role="status">
        {actions.busy && t(actions.busy)}
      </p>
      {actions.error && (
        <p className="wsh-mini-basket__error" role="alert">
          {t(actions.error === 'unsavedChanges' ? 'basketSave.unsaved' : actions.error)}
        </p>
      )}
    </div>
  );
}
