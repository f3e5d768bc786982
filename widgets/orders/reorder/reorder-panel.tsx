import { useEffect, useId, useRef, useState } from 'react';
import { isNotFoundError, isSessionExpiredError } from '../../../shared/api/http/errors';
import { reorderApi } from '../../../shared/api/reorder-api';
import type { ReorderAnswer } from '../../../shared/domain/basket/models';
import type { Order } from '../../../shared/domain/orders/models';
import { reorderSummary, type ReorderSummary } from '../../../shared/domain/orders/reorder-summary';
import { formatDate } from '../../../shared/i18n/format-date';
import { addWidgetResources } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/use-translation';
import { $basket, isUnsavedChangesError, loadBasket, takeBasketFrom } from '../../../shared/stores/basket/basket';
import { Form, FormError, SubmitButton } from '../../../shared/ui/forms/form';
import { TextField } from '../../../shared/ui/forms/text-field';
import { useSubmit } from '../../../shared/ui/forms/use-submit';
import { NS, texts } from './texts';

/** A summary shown after a reorder: whose basket, its delivery date, and each line's outcome. */
interface Done {
  /** '' for the buyer's own basket, else the customer number it went to. */
  customer: string;
  date: string;
  summary: ReorderSummary;
}

const done = (order: Order, answer: ReorderAnswer, customer: string): Done => ({
  customer,
  date: answer.basket.Delivery.ExpectedDate,
  summary: reorderSummary(order.Lines, {
    lines: answer.lines,
    basketLines: answer.basket.LineItems,
    invalidProductIds: answer.invalidProductIds,
  }),
});

/**
 * Issue #13 point 3: "Order again" copies the order into the buyer's basket (POST checkout/basket/copy), whose
 * answer replaces the stored basket so the mini basket and every island follow; "for another customer" imports
 * it into that customer's basket (POST checkout/basket/import; SPEC 8: 404 is customer not found, anything else
 * an unknown error), which changes nothing of ours. Either way a summary lists each line's outcome.
 */
export function ReorderPanel({ order }: { order: Order }) {
  addWidgetResources(NS, texts); // idempotent
  const t = useT(NS);
  const headingId = useId();
  const [result, setResult] = useState<Done | null>(null);
  const [otherOpen, setOtherOpen] = useState(false);
  const [customer, setCustomer] = useState('');
  const sentCustomer = useRef('');
  const otherFormId = useId();

  const copy = useSubmit({
    clickDelay: true,
    failureMessage: (error) =>
      isSessionExpiredError(error)
        ? undefined
        : isNotFoundError(error)
          ? t('copyNotFound')
          : isUnsavedChangesError(error)
            ? t('unsaved')
            : t('copyFailed'),
  });
  const importer = useSubmit({
    clickDelay: true,
    failureMessage: (error) =>
      isSessionExpiredError(error)
        ? undefined
        : isNotFoundError(error)
          ? t('customerNotFound', { customer: sentCustomer.current })
          : t('importFailed'),
  });
  const busy = copy.busy || importer.busy;

  async function copyOrder() {
    if (busy) return; // one reorder at a time: the other form's answer would overwrite this one's summary
    setResult(null);
    const outcome = await copy.run(() =>
      takeBasketFrom(
        () => reorderApi.copy(order.Id),
        (a) => a.basket,
      ),
    );
    if (outcome.status === 'done') setResult(done(order, outcome.value, ''));
  }

  async function importOrder() {
    if (busy) return;
    const target = customer.trim();
    sentCustomer.current = target;
    setResult(null);
    const outcome = await importer.run(() => reorderApi.importTo(target, order.Lines), { valid: target !== '' });
    if (outcome.status !== 'done') return;
    // The buyer's own customer number: the basket it filled is the one shown, so it is read again.
    const own = $basket.get()?.Id === outcome.value.basket.Id;
    // The import is saved on the server; a failed re-read only leaves $basketState 'error', which the basket islands show with a retry.
    if (own) void loadBasket(outcome.value.basket.Id).catch(() => {}); // nothing lost: the import is saved; a failed read shows its retry
    setResult(done(order, outcome.value, own ? '' : target));
  }

  return (
    <section className="wsh-orders-details__section wsh-orders-reorder" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('heading')}</h3>
      <Form submit={copy} onSubmit={() => void copyOrder()} className="wsh-orders-reorder__form">
        <p className="wsh-orders-reorder__intro">{t('copyIntro')}</p>
        <FormError message={copy.error} />
        <SubmitButton busy={copy.busy} busyLabel={t('copyBusy')}>
          {t('copySubmit')}
        </SubmitButton>
      </Form>
      <button
        type="button"
        className="wsh-button wsh-button--secondary wsh-orders-reorder__toggle"
        aria-expanded={otherOpen}
        aria-controls={otherFormId}
        onClick={() => setOtherOpen((open) => !open)}
      >
        {t('otherToggle')}
      </button>
      <div id={otherFormId} hidden={!otherOpen}>
        {otherOpen && (
          <Form submit={importer} onSubmit={() => void importOrder()} className="wsh-orders-reorder__form">
            <TextField
              label={t('customerNumber')}
              hint={t('customerHint')}
              value={customer}
              onValueChange={setCustomer}
              inputMode="numeric"
              autoComplete="off"
              readOnly={importer.busy}
              error={importer.attempted && customer.trim() === '' ? t('customerRequired') : undefined}
            />
            <FormError message={importer.error} />
            <SubmitButton busy={importer.busy} busyLabel={t('importBusy')}>
              {t('importSubmit')}
            </SubmitButton>
          </Form>
        )}
      </div>
      {result && <SummaryView result={result} />}
    </section>
  );
}

const OUTCOME_CLASS = {
  added: 'wsh-orders-reorder__outcome--added',
  replaced: 'wsh-orders-reorder__outcome--added',
  notDeliverable: 'wsh-orders-reorder__outcome--missing',
  outOfStock: 'wsh-orders-reorder__outcome--missing',
  notAdded: 'wsh-orders-reorder__outcome--missing',
} as const;

/** The summary; its heading takes focus when it appears, so a screen reader reads the result first. */
function SummaryView({ result }: { result: Done }) {
  const t = useT(NS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), [result]);
  const { summary, customer } = result;
  const outcomeText = (line: ReorderSummary['lines'][number]) =>
    line.outcome === 'replaced'
      ? line.replacementName
        ? t('replaced', { name: line.replacementName })
        : t('replacedUnnamed')
      : t(line.outcome);
  return (
    <section className="wsh-orders-reorder__summary" aria-labelledby={headingId}>
      <h4 id={headingId} ref={headingRef} tabIndex={-1}>
        {customer ? t('summaryOther', { customer }) : t('summaryOwn')}
      </h4>
      <p>
        {t('summaryCount', {
          count: summary.inBasket,
          total: summary.lines.length,
          date: formatDate(result.date) || result.date,
        })}
      </p>
      {customer && <p>{t('summaryOtherNote', { customer })}</p>}
      <ul className="wsh-orders-reorder__lines">
        {summary.lines.map((line, index) => (
          <li key={`${line.itemNumber}-${index}`}>
            <span>{t('summaryLine', { name: line.name, itemNumber: line.itemNumber, quantity: line.quantity })}</span>:{' '}
            <strong className={OUTCOME_CLASS[line.outcome]}>{outcomeText(line)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
