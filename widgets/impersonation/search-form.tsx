import { useId } from 'react';
import { impersonationApi } from '../../shared/api/impersonation-api';
import { beginPayload } from '../../shared/domain/impersonation/begin-payload';
import type { BeginTarget, SearchMode } from '../../shared/domain/impersonation/models';
import { useT } from '../../shared/i18n/use-translation';
import { useImpersonationCall } from '../../shared/ui/features/impersonation/use-impersonation-call';
import { TextField } from '../../shared/ui/forms/text-field';
import { moveBetweenRows } from './arrow-keys';
import { CustomerRow, UserRow } from './result-rows';
import { NS } from './texts';
import { useImpersonationSearch } from './use-search';

const MODES: SearchMode[] = ['customer', 'user'];

/**
 * The open panel: the search field (the panel focuses it on opening), the mode, the results and the begin call.
 * Enter in the field searches at once; ArrowDown goes on to the results.
 */
export function SearchForm() {
  const t = useT(NS);
  const search = useImpersonationSearch();
  const call = useImpersonationCall({
    failed: t('beginFailed'),
    notFollowed: t('notFollowed'),
    untrusted: t('redirectRefused'),
  });
  const modeName = useId();

  const { results, term } = search;
  const rowProps = {
    busy: call.busy,
    onBegin: (target: BeginTarget) => void call.run(() => impersonationApi.begin(beginPayload(target))),
  };
  const searched = term !== undefined && search.check.ok;
  let status = '';
  if (searched) {
    if (results.status === 'loading') status = t('searching');
    else if (results.status === 'empty') status = t('noResults', { term });
    else if (results.status === 'ready')
      status = t('resultsFound', {
        count: results.data.mode === 'customer' ? results.data.customers.length : results.data.users.length,
      });
  }
  // Results of an earlier term stay (dimmed) while the next load, but not beside a failed search's error.
  const shown = searched && results.status !== 'error' && results.data?.mode === search.mode ? results.data : undefined;

  return (
    <div className="wsh-impersonation__body" onKeyDown={moveBetweenRows}>
      <form
        role="search"
        className="wsh-impersonation__search"
        aria-label={t('heading')}
        onSubmit={(event) => {
          event.preventDefault();
          search.searchNow();
        }}
      >
        <TextField
          label={t('term')}
          hint={t('termHint')}
          value={search.text}
          onValueChange={search.type}
          autoComplete="off"
          spellCheck={false}
          data-row=""
        />
        <fieldset className="wsh-impersonation__modes">
          <legend>{t('mode')}</legend>
          {MODES.map((mode) => (
            <label key={mode} className="wsh-impersonation__mode">
              <input
                type="radio"
                name={modeName}
                value={mode}
                checked={search.mode === mode}
                onChange={() => search.setMode(mode)}
              />
              {mode === 'customer' ? t('modeCustomer') : t('modeUser')}
            </label>
          ))}
        </fieldset>
      </form>
      <p role="status" className="wsh-impersonation__status">
        {status}
      </p>
      {results.status === 'error' && searched && (
        <div role="alert" className="wsh-impersonation__row wsh-impersonation__problem" data-row="">
          {t('searchFailed')}{' '}
          <button type="button" className="wsh-button wsh-button--secondary" onClick={results.retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {shown && (
        <ul
          className="wsh-impersonation__list wsh-impersonation__results"
          aria-label={t('results')}
          aria-busy={results.status === 'loading' || undefined}
        >
          {shown.mode === 'customer'
            ? shown.customers.map((customer) => <CustomerRow key={customer.Id} customer={customer} {...rowProps} />)
            : shown.users.map((user) => (
                <UserRow key={`${user.Id}-${user.CustomerId}`} user={user} customerId={user.CustomerId} {...rowProps} />
              ))}
        </ul>
      )}
      <p role="status" className="wsh-impersonation__status">
        {call.busy ? t('starting') : ''}
      </p>
      <p role="alert" className="wsh-impersonation__problem">
        {call.error}
      </p>
    </div>
  );
}
