import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { customersApi } from '../../shared/api/customers-api';
import { isApiHttpError } from '../../shared/api/http/errors';
import { supplierApi } from '../../shared/api/supplier-api';
import {
  customersToOffer,
  endSupplierModeTarget,
  isSupplierKey,
  matchesCustomer,
  storedCustomerId,
  supplierCookieName,
} from '../../shared/domain/supplier/supplier-customer';
import type { SupplierCustomer } from '../../shared/domain/supplier/models';
import { useT } from '../../shared/i18n/use-translation';
import { IslandError, logIslandError } from '../../shared/islands/island-error';
import { cookieString, readCookie } from '../../shared/lib/cookies';
import { createFetcher } from '../../shared/lib/fetcher';
import { navigateTo, reloadPage } from '../../shared/lib/navigation';
import { safeHref } from '../../shared/lib/safe-href';
import { retryUnsavedChanges } from '../../shared/stores/basket/basket';
import { changeIdentity } from '../../shared/stores/identity-change';
import { $pageContext } from '../../shared/context/page-context';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { NS } from './texts';

const currentCustomer = createFetcher({ fetch: () => customersApi.current() });
const supplierCustomers = createFetcher({ fetch: (_key: 'all', signal) => supplierApi.customers(signal) });

/** A filter field helps from this many customers on; fewer are read at a glance. */
const FILTER_FROM = 6;
/** How long the supplier's choice is kept in the `_su_` cookie (SPEC names no figure): a month of work days. */
const COOKIE_DAYS = 30;

/** SPEC 6: the customer acted for, in the cookie `_su_<supplierKey>`. */
function keepChoice(supplierKey: string, customerId: string): void {
  document.cookie = cookieString(supplierCookieName(supplierKey), customerId, {
    lifetimeMs: COOKIE_DAYS * 86_400_000,
    secure: location.protocol === 'https:',
  });
}

type Switch =
  | { kind: 'idle' }
  | { kind: 'busy'; id: string }
  | { kind: 'unsaved' }
  | { kind: 'failed'; name: string; message: string }
  | { kind: 'leaving'; name: string };

/** SPEC 2 supplier user panel (see meta.ts). Anonymous visitors are told to log in. */
export function SupplierCustomers() {
  const t = useT(NS);
  const { isAuthenticated, supplierKey } = useStore($pageContext);
  if (!isAuthenticated) return <p className="wsh-supplier-customers__anonymous">{t('anonymous')}</p>;
  if (!isSupplierKey(supplierKey)) return <BadSupplierKey supplierKey={supplierKey} />;
  return <Panel />;
}

/**
 * A supplier key that cannot name a cookie (isSupplierKey) is the page template's mistake: the island's inline
 * error, as for other bad props (the detail for editors), and no cookie read or written.
 */
function BadSupplierKey({ supplierKey }: { supplierKey: string }) {
  const detail = `supplierKey ${JSON.stringify(supplierKey)}: expected 1 to 64 letters, digits, "_" or "-" (it names the cookie _su_<supplierKey>)`;
  useEffect(() => logIslandError('supplier-customers', 'page-context', [detail]), [detail]);
  return <IslandError widget="supplier-customers" kind="page-context" details={[detail]} />;
}

function Panel() {
  const t = useT(NS);
  const { supplierKey } = useStore($pageContext);
  const ids = { heading: useId(), filter: useId(), hint: useId(), list: useId() };
  const current = useFetcher(currentCustomer, null, () => 'current' as const);
  const customers = useFetcher(supplierCustomers, null, () => 'all' as const);
  const [query, setQuery] = useState('');
  const [change, setChange] = useState<Switch>({ kind: 'idle' });
  const running = useRef(false);

  const currentId = current.data?.Id ?? '';
  const all = customers.data ?? [];
  const others = customersToOffer(all, currentId);
  const shown = others.filter((c) => matchesCustomer(c, query));
  const stored = storedCustomerId(readCookie(document.cookie, supplierCookieName(supplierKey)));
  const endTarget = current.data && customers.data ? endSupplierModeTarget(stored, all, currentId) : null;
  const nameOf = (id: string) => all.find((c) => c.Id === id)?.Name || id;

  /**
   * Waiting basket changes belong to the customer acted for now: they are saved before the switch, and
   * when they cannot be, the customer is not changed (the buyer's changes would otherwise be sent into,
   * or lost with, the next customer's basket). The page then loads again, because the page itself is the
   * customer's: its server-rendered context (currentCustomerId), prices, menus and every island's data.
   */
  async function actFor(customer: Pick<SupplierCustomer, 'Id' | 'Name'>) {
    if (running.current) return;
    running.current = true;
    const name = customer.Name || customer.Id;
    setChange({ kind: 'busy', id: customer.Id });
    try {
      const change = await changeIdentity(() => supplierApi.changeCustomer(customer.Id, null), { ask: true });
      if (!change.done) {
        setChange({ kind: 'unsaved' });
        return;
      }
      keepChoice(supplierKey, customer.Id);
      setChange({ kind: 'leaving', name });
      const next = safeHref(change.value, { sameOrigin: true });
      if (next) navigateTo(next);
      else reloadPage();
    } catch (error) {
      // SPEC 8: the response's Message, empty if none (the heading still says what failed).
      setChange({ kind: 'failed', name, message: isApiHttpError(error) ? error.serverMessage : '' });
    } finally {
      running.current = false;
    }
  }

  const locked = change.kind === 'busy' || change.kind === 'leaving';
  const loadStatus = current.status === 'error' ? current : customers;
  const ready = current.status === 'ready' && (customers.status === 'ready' || customers.status === 'empty');

  return (
    <section className="wsh-supplier-customers" aria-labelledby={ids.heading} aria-busy={locked || undefined}>
      <h2 id={ids.heading} className="wsh-supplier-customers__heading">
        {t('heading')}
      </h2>
      {!ready ? (
        <LoadStatus
          status={loadStatus.status}
          className="wsh-supplier-customers__status"
          t={t}
          onRetry={() => {
            if (current.status === 'error') current.retry();
            if (customers.status === 'error') customers.retry();
          }}
        />
      ) : (
        <>
          <p className="wsh-supplier-customers__current">
            {t('actingFor', { name: current.data?.Name || currentId, id: currentId })}
          </p>
          {endTarget && (
            <button
              type="button"
              className="wsh-button wsh-button--secondary"
              aria-disabled={locked || undefined}
              onClick={() => void actFor({ Id: endTarget, Name: nameOf(endTarget) })}
            >
              {t('endMode', { name: nameOf(endTarget) })}
            </button>
          )}
          {others.length >= FILTER_FROM && (
            <div className="wsh-supplier-customers__filter">
              <label htmlFor={ids.filter}>{t('filterLabel')}</label>
              <input
                id={ids.filter}
                type="search"
                className="wsh-input"
                value={query}
                aria-describedby={ids.hint}
                aria-controls={ids.list}
                onChange={(e) => setQuery(e.target.value)}
              />
              <span id={ids.hint} className="wsh-supplier-customers__hint">
                {t('filterHint')}
              </span>
            </div>
          )}
          {others.length === 0 ? (
            <p className="wsh-supplier-customers__empty">{t('none')}</p>
          ) : shown.length === 0 ? (
            <p className="wsh-supplier-customers__empty" role="status">
              {t('noMatch', { query: query.trim() })}
            </p>
          ) : (
            <ul id={ids.list} className="wsh-supplier-customers__list" aria-label={t('listLabel')}>
              {shown.map((c) => (
                <li key={c.Id} className="wsh-supplier-customers__item">
                  <span className="wsh-supplier-customers__name">{c.Name || c.Id}</span>
                  <span className="wsh-supplier-customers__meta">{[c.Id, c.City].filter(Boolean).join(' · ')}</span>
                  <button
                    type="button"
                    className="wsh-button"
                    aria-disabled={locked || undefined}
                    onClick={() => void actFor(c)}
                  >
                    {change.kind === 'busy' && change.id === c.Id
                      ? t('switching', { name: c.Name || c.Id })
                      : t('actFor', { name: c.Name || c.Id })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p className="wsh-supplier-customers__progress" role="status">
        {change.kind === 'leaving' ? t('leaving', { name: change.name }) : ''}
      </p>
      <div className="wsh-supplier-customers__problem" role="alert">
        {change.kind === 'failed' && (
          <>
            <p className="wsh-supplier-customers__problem-title">{t('failed', { name: change.name })}</p>
            {change.message && <p>{change.message}</p>}
          </>
        )}
        {change.kind === 'unsaved' && (
          <>
            <p>{t('unsaved')}</p>
            <button type="button" className="wsh-button" onClick={() => retryUnsavedChanges()}>
              {t('saveAgain')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
