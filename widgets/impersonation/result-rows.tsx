import { useId, useMemo, useState, type ReactNode } from 'react';
import { impersonationApi } from '../../shared/api/impersonation-api';
import type { BeginTarget, ImpersonationCustomer, ImpersonationUser } from '../../shared/domain/impersonation/models';
import { visibleSingleSignOns } from '../../shared/domain/impersonation/single-sign-ons';
import { useT } from '../../shared/i18n/use-translation';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { ActButton } from './act-button';
import { ChildStatus } from './child-status';
import { NS } from './texts';

export interface RowProps {
  busy: boolean;
  onBegin(target: BeginTarget): void;
}

const usersOfCustomer = createFetcher({
  fetch: (customerId: string, signal) => impersonationApi.usersOfCustomer(customerId, signal),
  empty: (users) => users.length === 0,
});

const singleSignOns = createFetcher({
  fetch: ({ userId, customerId }: { userId: string; customerId: string }, signal) =>
    impersonationApi.singleSignOns(userId, customerId, signal),
  empty: (list) => list.length === 0,
});

/** A result that expands (Enter or Space on its name): its children load when first shown. */
function ExpandButton(props: { expanded: boolean; controls: string; onToggle(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="wsh-impersonation__expand"
      aria-expanded={props.expanded}
      aria-controls={props.expanded ? props.controls : undefined}
      onClick={props.onToggle}
    >
      {props.children}
    </button>
  );
}

/** A customer: its name expands to its users (GET impersonation/byCustomer); "Act as customer" begins at once. */
export function CustomerRow({ customer, ...row }: RowProps & { customer: ImpersonationCustomer }) {
  const t = useT(NS);
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const users = useFetcher(usersOfCustomer, expanded ? customer.Id : undefined, (id) => id);
  return (
    <li className="wsh-impersonation__item">
      <div className="wsh-impersonation__row" data-row="">
        <ExpandButton expanded={expanded} controls={childrenId} onToggle={() => setExpanded((e) => !e)}>
          <span className="wsh-impersonation__name">{customer.Name}</span>
          <span className="wsh-impersonation__detail">
            {[customer.Id, customer.City, customer.IsPunchOut ? t('punchOut') : ''].filter(Boolean).join(' · ')}
          </span>
        </ExpandButton>
        <ActButton
          label={t('actAsCustomer')}
          name={customer.Name}
          busy={row.busy}
          onAct={() => row.onBegin({ kind: 'customer', customer })}
        />
      </div>
      {expanded && (
        <div id={childrenId} className="wsh-impersonation__children">
          {users.status === 'ready' ? (
            <ul className="wsh-impersonation__list">
              {users.data.map((user) => (
                <UserRow key={user.Id} user={user} customerId={customer.Id} {...row} />
              ))}
            </ul>
          ) : (
            <ChildStatus fetched={users} loading={t('loadingUsers')} none={t('noUsers')} onRetry={users.retry} />
          )}
        </div>
      )}
    </li>
  );
}

/**
 * A user, under the customer it was found with (a user may act for several customers). A punch-out
 * user's name expands to their single sign-ons, at most 10 (SPEC 9), saying how many more there are.
 */
export function UserRow({ user, customerId, ...row }: RowProps & { user: ImpersonationUser; customerId: string }) {
  const t = useT(NS);
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const ssoKey = useMemo(
    () => (expanded && user.IsPunchOutUser ? { userId: user.Id, customerId } : undefined),
    [expanded, user.IsPunchOutUser, user.Id, customerId],
  );
  const sso = useFetcher(singleSignOns, ssoKey, (k) => k);
  const who = (
    <>
      <span className="wsh-impersonation__name">{user.Name}</span>
      <span className="wsh-impersonation__detail">
        {[user.EmailAddress, user.IsPunchOutUser ? t('punchOut') : ''].filter(Boolean).join(' · ')}
      </span>
    </>
  );
  const { shown, more } = visibleSingleSignOns(sso.status === 'ready' ? sso.data : []);
  return (
    <li className="wsh-impersonation__item">
      <div className="wsh-impersonation__row" data-row="">
        {user.IsPunchOutUser ? (
          <ExpandButton expanded={expanded} controls={childrenId} onToggle={() => setExpanded((e) => !e)}>
            {who}
          </ExpandButton>
        ) : (
          <span className="wsh-impersonation__who">{who}</span>
        )}
        <ActButton
          label={t('actAs')}
          name={user.Name}
          busy={row.busy}
          onAct={() => row.onBegin({ kind: 'user', user, customerId })}
        />
      </div>
      {expanded && (
        <div id={childrenId} className="wsh-impersonation__children">
          {sso.status === 'ready' ? (
            <>
              <ul className="wsh-impersonation__list">
                {shown.map((singleSignOn) => (
                  <li key={singleSignOn.Id} className="wsh-impersonation__item">
                    <div className="wsh-impersonation__row" data-row="">
                      <span className="wsh-impersonation__who">
                        <span className="wsh-impersonation__name">{singleSignOn.Name}</span>
                      </span>
                      <ActButton
                        label={t('signOn')}
                        name={`${singleSignOn.Name}, ${user.Name}`}
                        busy={row.busy}
                        onAct={() => row.onBegin({ kind: 'single-sign-on', user, customerId, singleSignOn })}
                      />
                    </div>
                  </li>
                ))}
              </ul>
              {more > 0 && <p className="wsh-impersonation__note">{t('moreSingleSignOns', { count: more })}</p>}
            </>
          ) : (
            <ChildStatus
              fetched={sso}
              loading={t('loadingSingleSignOns')}
              none={t('noSingleSignOns')}
              onRetry={sso.retry}
            />
          )}
        </div>
      )}
    </li>
  );
}
