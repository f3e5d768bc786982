import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Infer } from '../../page-context/fields';
import { useT } from '../../shared/i18n/use-translation';
import { $basket, $basketState, $currentSaveStatus, retryBasketLoad } from '../../shared/stores/basket/basket';
import { $pageContext } from '../../shared/context/page-context';
import { BasketSaveNotice } from '../../shared/ui/features/basket-save-notice';
import { BasketPanel, loadOpenedPanel } from './basket-panel';
import { BasketSummaryText } from './basket-summary';
import type { meta } from './meta';
import { useDisclosure } from './use-disclosure';

type Props = Infer<typeof meta.props>;

/** SPEC section 2: the header's mini basket with the basket switcher. Anonymous visitors see nothing. */
export function MiniBasket(props: Props) {
  const { isAuthenticated } = useStore($pageContext);
  return isAuthenticated ? <AuthenticatedMiniBasket {...props} /> : null;
}

const prefetchPanel = () => void loadOpenedPanel().catch(() => {}); // a failure shows when the panel opens

function AuthenticatedMiniBasket(props: Props) {
  const t = useT('mini-basket');
  const basket = useStore($basket);
  const state = useStore($basketState);
  // From the change until the server has it (the 500 ms wait included): the change is on its way.
  const saving = useStore($currentSaveStatus)?.phase === 'saving';
  const disclosure = useDisclosure();
  const panelId = useId();

  if (!basket) {
    if (state !== 'error')
      return (
        <p className="wsh-mini-basket wsh-mini-basket__state" role="status">
          {t('loading')}
        </p>
      );
    return (
      <p className="wsh-mini-basket wsh-mini-basket__state" role="alert">
        {t('loadFailed')}{' '}
        <button type="button" className="wsh-button wsh-button--secondary" onClick={retryBasketLoad}>
          {t('retry')}
        </button>
      </p>
    );
  }

  return (
    <div
      className="wsh-mini-basket"
      ref={disclosure.rootRef}
      // The panel's chunk is fetched as the user reaches for the button, so it is usually in before the click.
      onPointerEnter={prefetchPanel}
      onFocus={prefetchPanel}
    >
      <button
        ref={disclosure.buttonRef}
        type="button"
        className="wsh-mini-basket__button"
        aria-expanded={disclosure.open}
        aria-controls={panelId}
        onClick={disclosure.toggle}
      >
        <BasketSummaryText basket={basket} />
      </button>
      {/* A live region that is always there, so "Saving…" is announced when a change starts on its way. */}
      <span className="wsh-mini-basket__saving" role="status">
        {saving ? t('saving') : ''}
      </span>
      <BasketSaveNotice className="wsh-mini-basket__unsaved" />
      <BasketPanel id={panelId} basket={basket} disclosure={disclosure} {...props} />
    </div>
  );
}
