import { lazy, Suspense, useEffect, useId, useLayoutEffect, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import type { Basket } from '../../shared/domain/models';
import { useT } from '../../shared/i18n/use-translation';
import { basketName, deadlineParts, subTotalText } from './format';
import type { meta } from './meta';
import { useBasketActions } from './use-basket-actions';
import type { useDisclosure } from './use-disclosure';

/**
 * The panel's styles, its latest lines and the switcher: a chunk of its own, fetched as the pointer or the focus
 * reaches the button (mini-basket.tsx), or else as the panel opens.
 */
export const loadOpenedPanel = () => import('./opened-panel');
const opened = loadOpenedPanel;
const RecentLines = lazy(() => opened().then((m) => ({ default: m.RecentLines })));
const BasketSwitcher = lazy(() => opened().then((m) => ({ default: m.BasketSwitcher })));

interface Props extends Infer<typeof meta.props> {
  id: string;
  basket: Basket;
  disclosure: ReturnType<typeof useDisclosure>;
}

/** The opened mini basket: the current basket's figures, a link to the basket page and the switcher. */
export function BasketPanel({ id, basket, disclosure, basketPageUrl, allBasketsUrl, showSwitcher }: Props) {
  const t = useT('mini-basket');
  const titleId = useId();
  const actions = useBasketActions(() => disclosure.panelRef.current?.focus());
  const deadline = deadlineParts(basket.Deliverability?.OrderDeadline);
  // Shown once its styles are in (opened-panel.tsx); a chunk that cannot load shows the panel all the same,
  // and its lines then fail into the island's error, as before.
  const [styled, setStyled] = useState(false);
  const shown = disclosure.open && styled;
  useEffect(() => {
    if (!disclosure.open || styled) return;
    const done = () => setStyled(true);
    void opened().then((m) => {
      m.adoptPanelStyles();
      done();
    }, done);
  }, [disclosure.open, styled]);
  // Focus moves into the panel as it shows, because on small screens it covers the button.
  useLayoutEffect(() => {
    if (shown) disclosure.panelRef.current?.focus();
  }, [shown, disclosure.panelRef]);

  return (
    <section
      ref={disclosure.panelRef}
      id={id}
      className="wsh-mini-basket__panel"
      hidden={!shown}
      aria-labelledby={titleId}
      aria-busy={actions.busy !== null}
      tabIndex={-1}
    >
      <div className="wsh-mini-basket__head">
        <h2 id={titleId} className="wsh-mini-basket__title">
          {basketName(basket) ?? t('basket')}
        </h2>
        <button type="button" className="wsh-mini-basket__close" aria-label={t('close')} onClick={disclosure.close}>
          ×
        </button>
      </div>
      <dl className="wsh-mini-basket__facts">
        <dt>{t('linesLabel')}</dt>
        <dd>{basket.NumberOfLines}</dd>
        <dt>{t('subtotal')}</dt>
        <dd>{subTotalText(basket)}</dd>
        {deadline && (
          <>
            <dt>{t('deadlineLabel')}</dt>
            <dd>{t('deadlineValue', deadline)}</dd>
          </>
        )}
      </dl>
      {/* The lines and the switcher come in one chunk (opened-panel.tsx) as the panel first opens. */}
      {shown && (
        <Suspense fallback={null}>
          <RecentLines basket={basket} />
        </Suspense>
      )}
      <a className="wsh-button wsh-mini-basket__go" href={basketPageUrl}>
        {t('goToBasket')}
      </a>
      {shown && showSwitcher && (
        <Suspense fallback={null}>
          <BasketSwitcher basket={basket} allBasketsUrl={allBasketsUrl} actions={actions} />
        </Suspense>
      )}
    </section>
  );
}
