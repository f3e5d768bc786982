import { useEffect, useId, useRef, useState } from 'react';
import type { PurchaseHistory } from '../../shared/domain/catalogue/models';
import { purchasesToShow } from '../../shared/domain/catalogue/purchase-history';
import { useT } from '../../shared/i18n/use-translation';
import { PurchaseTable } from './purchase-table';

interface Props {
  history: PurchaseHistory;
  complete: boolean;
  all: 'idle' | 'loading' | 'error';
  onShowAll(): void;
}

/**
 * The details on request (SPEC 4): a disclosure button revealing the purchases, the newest 10 first,
 * and "Show all" when the answer had an 11th (shared/domain/purchase-history.ts).
 */
export function PurchaseDetails({ history, complete, all, onShowAll }: Props) {
  const t = useT('purchase-history');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  /** Set when "Show all" is pressed: the button goes away once all are shown, so focus moves to the table. */
  const focusTable = useRef(false);
  const { shown, hasMore } = purchasesToShow(history.Purchases, complete);

  useEffect(() => {
    if (!complete || !focusTable.current) return;
    focusTable.current = false;
    tableRef.current?.focus();
  }, [complete]);

  const showAll = () => {
    if (all === 'loading') return;
    focusTable.current = true;
    onShowAll();
  };

  return (
    <div className="wsh-purchase-history__details">
      <button
        type="button"
        className="wsh-purchase-history__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="wsh-purchase-history__chevron" aria-hidden="true" />
        {t('showHistory')}
      </button>
      <div id={panelId} className="wsh-purchase-history__panel" hidden={!open}>
        <PurchaseTable ref={tableRef} purchases={shown} />
        {hasMore && (
          <button
            type="button"
            className="wsh-button wsh-button--secondary"
            aria-disabled={all === 'loading'}
            onClick={showAll}
          >
            {all === 'loading'
              ? t('loadingAll')
              : history.TotalPurchases > shown.length
                ? t('showAllCount', { count: history.TotalPurchases })
                : t('showAll')}
          </button>
        )}
        {/* Always present, so the outcome of "Show all" is announced. */}
        <p className="wsh-purchase-history__status" role="status">
          {complete && all === 'idle' ? t('allShown', { count: shown.length }) : ''}
        </p>
        {all === 'error' && (
          <p className="wsh-purchase-history__error" role="alert">
            {t('loadAllFailed')}
          </p>
        )}
      </div>
    </div>
  );
}
