import { useId } from 'react';
import {
  knownConsultantType,
  consultantTypeWords,
  mailtoHref,
  telHref,
} from '../../shared/domain/account/salespersons';
import type { Customer, Salesperson } from '../../shared/domain/account/models';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { safeHref } from '../../shared/lib/safe-href';
import { PartStatus } from './part-status';
import type { NS } from './texts';
import type { Part } from './use-account';

type T = WidgetT<typeof NS>;

/** A phone number as a tel: link and an address as a mailto: link; plain text when it is not one. */
export function Contact({ phone, email, name, t }: { phone: string; email: string; name?: string; t: T }) {
  const tel = telHref(phone);
  const mailto = mailtoHref(email);
  return (
    <>
      {phone && (
        <div className="wsh-customer-information__row">
          <dt>{t('phone')}</dt>
          <dd>
            {tel ? (
              <a href={tel} aria-label={name ? `${t('callName', { name })}: ${phone}` : undefined}>
                {phone}
              </a>
            ) : (
              phone
            )}
          </dd>
        </div>
      )}
      {email && (
        <div className="wsh-customer-information__row">
          <dt>{t('email')}</dt>
          <dd>
            {mailto ? (
              <a href={mailto} aria-label={name ? `${t('mailName', { name })}: ${email}` : undefined}>
                {email}
              </a>
            ) : (
              email
            )}
          </dd>
        </div>
      )}
    </>
  );
}

export const roleText = (type: string, t: T): string => {
  const known = knownConsultantType(type);
  return known ? t(`role_${known}`) : consultantTypeWords(type);
};

function SalespersonCard({ person, t }: { person: Salesperson; t: T }) {
  // Pictures only from this site or https (the server's URL); none is fine.
  const image = safeHref(person.ImageUrl, { base: location.href });
  const role = roleText(person.ConsultantType, t);
  return (
    <li className="wsh-customer-information__person">
      {image && <img className="wsh-customer-information__picture" src={image} alt="" width={64} height={64} />}
      <div>
        <p className="wsh-customer-information__person-name">{person.Name}</p>
        {role && <p className="wsh-customer-information__role">{role}</p>}
        {/* The server's Title is in its own language; a known type's role says the same in the page's. */}
        {person.Title && !knownConsultantType(person.ConsultantType) && person.Title !== role && (
          <p className="wsh-customer-information__title">{person.Title}</p>
        )}
        <dl className="wsh-customer-information__list">
          <Contact phone={person.PhoneNumber} email={person.EmailAddress} name={person.Name} t={t} />
        </dl>
      </div>
    </li>
  );
}

/** SPEC 2 and 3: the customer, and its sales persons with their ConsultantType as a role and how to reach them. */
export function CustomerBlock({
  customer,
  salespersons,
  t,
}: {
  customer: Part<Customer>;
  salespersons: Part<Salesperson[]>;
  t: T;
}) {
  const headingId = useId();
  const peopleId = useId();
  return (
    <>
      <section className="wsh-customer-information__part" aria-labelledby={headingId}>
        <h3 id={headingId} className="wsh-customer-information__subheading">
          {t('customerHeading')}
        </h3>
        <PartStatus part={customer} t={t} empty="" height="short">
          {(c) => (
            <dl className="wsh-customer-information__list">
              <div className="wsh-customer-information__row wsh-customer-information__row--name">
                <dt className="wsh-visually-hidden">{t('name')}</dt>
                <dd>{c.Name}</dd>
              </div>
              <div className="wsh-customer-information__row">
                <dt>{t('customerNumber')}</dt>
                <dd>{c.Id}</dd>
              </div>
              {c.Address && (
                <div className="wsh-customer-information__row">
                  <dt>{t('address')}</dt>
                  <dd>
                    {c.Address.Street}
                    <br />
                    {`${c.Address.PostalCode} ${c.Address.City}`.trim()}
                  </dd>
                </div>
              )}
              <Contact phone={c.PhoneNumber} email={c.EmailAddress} t={t} />
            </dl>
          )}
        </PartStatus>
      </section>
      <section className="wsh-customer-information__part" aria-labelledby={peopleId}>
        <h3 id={peopleId} className="wsh-customer-information__subheading">
          {t('salespersonsHeading')}
        </h3>
        <PartStatus part={salespersons} t={t} empty={t('noSalespersons')} height="tall">
          {(list) => (
            <ul className="wsh-customer-information__people">
              {list.map((p) => (
                <SalespersonCard key={p.Id || p.Name} person={p} t={t} />
              ))}
            </ul>
          )}
        </PartStatus>
      </section>
    </>
  );
}
