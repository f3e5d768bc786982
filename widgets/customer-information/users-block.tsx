import { useId, useState } from 'react';
import type { AccountUser, CompanyChoice } from '../../shared/domain/account/models';
import { userName } from '../../shared/domain/account/users';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { FormStatus } from '../../shared/ui/forms/form';
import { AddUser } from './add-user';
import { AssignUser } from './assign-user';
import { PartStatus } from './part-status';
import type { NS } from './texts';
import type { Part } from './use-account';

type T = WidgetT<typeof NS>;

/**
 * SPEC 2 "add user" and "assign to company": the customer's users (the own one marked), how many
 * companies each belongs to, and the two forms. What a form changed shows in the list at once and is
 * said in a polite status line.
 */
export function UsersBlock({
  customerId,
  customerName,
  ownUserId,
  users,
  companies,
  onChanged,
  t,
}: {
  customerId: string | undefined;
  customerName: string;
  ownUserId: string | undefined;
  users: Part<AccountUser[]>;
  companies: Part<CompanyChoice[]>;
  onChanged(user: AccountUser): void;
  t: T;
}) {
  const headingId = useId();
  const [said, setSaid] = useState('');
  const list = users.data ?? [];
  const ready = users.status === 'ready' || users.status === 'empty';
  return (
    <section className="wsh-customer-information__part" aria-labelledby={headingId}>
      <h3 id={headingId} className="wsh-customer-information__subheading">
        {customerName ? t('usersHeading', { customer: customerName }) : t('usersHeadingPlain')}
      </h3>
      <PartStatus part={users} t={t} empty={t('noUsers')} height="tall">
        {(all) => (
          <ul className="wsh-customer-information__users">
            {all.map((u) => (
              <li key={u.Id} className="wsh-customer-information__user">
                <span className="wsh-customer-information__user-name">
                  {userName(u)}
                  {u.Id === ownUserId && ` ${t('you')}`}
                </span>
                <span className="wsh-customer-information__user-email">{u.EmailAddress}</span>
                {u.Information.JobTitle && (
                  <span className="wsh-customer-information__user-title">{u.Information.JobTitle}</span>
                )}
                {u.CustomerIds.length > 1 && (
                  <span className="wsh-customer-information__user-companies">
                    {t('companies', { count: u.CustomerIds.length })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </PartStatus>
      <FormStatus message={said} className="wsh-customer-information__said" />
      {ready && customerId && (
        <div className="wsh-customer-information__user-actions">
          <AddUser customerId={customerId} onAdded={onChanged} onSaid={setSaid} t={t} />
          {companies.status === 'error' ? (
            <PartStatus part={companies} t={t} empty="" height="short">
              {() => null}
            </PartStatus>
          ) : companies.data && companies.data.length > 0 && list.length > 0 ? (
            <AssignUser users={list} companies={companies.data} onAssigned={onChanged} onSaid={setSaid} t={t} />
          ) : null}
        </div>
      )}
    </section>
  );
}
