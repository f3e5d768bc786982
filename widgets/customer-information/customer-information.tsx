import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Infer } from '../../page-context/fields';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { loginHref } from '../../shared/ui/primitives/login-link';
import { ChangePassword } from './change-password';
import { CustomerBlock } from './customer-block';
import { DeleteUser } from './delete-user';
import type { meta } from './meta';
import { OwnInformation } from './own-information';
import { PartStatus } from './part-status';
import { NS } from './texts';
import { useAccount } from './use-account';
import { UsersBlock } from './users-block';

type Props = Infer<typeof meta.props>;

/**
 * SPEC 2 customer information panel: the customer and its sales persons, the user's own information
 * (edit, change password, delete own user) and the customer's users (add, assign to a company). Every
 * block loads on its own and ends in data, empty or an error with a retry. Logged out it offers the login.
 */
export function CustomerInformation({ showUsers }: Props) {
  const t = useT(NS);
  const { isAuthenticated, loginUrl } = useStore($pageContext);
  if (!isAuthenticated) {
    const href = loginHref(loginUrl);
    return (
      <div className="wsh-customer-information">
        <p className="wsh-customer-information__anonymous">{t('anonymous')}</p>
        {href && (
          <p>
            <a className="wsh-button" href={href}>
              {t('logIn')}
            </a>
          </p>
        )}
      </div>
    );
  }
  return <Panel showUsers={showUsers} />;
}

function Panel({ showUsers }: { showUsers: boolean }) {
  const t = useT(NS);
  const headingId = useId();
  const userHeadingId = useId();
  const passwordHeadingId = useId();
  const account = useAccount(showUsers);
  const own = account.user.data;
  return (
    <div className="wsh-customer-information" aria-labelledby={headingId} role="region">
      <h2 id={headingId} className="wsh-customer-information__heading">
        {t('heading')}
      </h2>
      <CustomerBlock customer={account.customer} salespersons={account.salespersons} t={t} />
      <section className="wsh-customer-information__part" aria-labelledby={userHeadingId}>
        <h3 id={userHeadingId} className="wsh-customer-information__subheading">
          {t('userHeading')}
        </h3>
        <PartStatus part={account.user} t={t} empty="" height="tall">
          {(user) => (
            <>
              <OwnInformation user={user} onSaved={account.userSaved} t={t} />
              <h4 id={passwordHeadingId} className="wsh-customer-information__minor-heading">
                {t('passwordHeading')}
              </h4>
              <ChangePassword email={user.EmailAddress} t={t} />
              <DeleteUser email={user.EmailAddress} t={t} />
            </>
          )}
        </PartStatus>
      </section>
      {showUsers && (
        <UsersBlock
          customerId={account.customerId}
          customerName={account.customer.data?.Name ?? ''}
          ownUserId={own?.Id}
          users={account.users}
          companies={account.companies}
          onChanged={account.userChanged}
          t={t}
        />
      )}
    </div>
  );
}
