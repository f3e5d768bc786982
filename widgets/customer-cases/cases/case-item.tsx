import { useId, useState } from 'react';
import {
  isKnownCaseStatus,
  isKnownCause,
  type CustomerCase,
  type CustomerCaseCause,
  type CustomerCaseStatus,
} from '../../../shared/domain/customer-cases/models';
import { timeSpan } from '../../../shared/domain/customer-cases/time-span';
import { formatDate } from '../../../shared/i18n/format-date';
import { useCasesT } from './use-cases-t';

const CAUSE_KEYS = {
  Damaged: 'causeDamaged',
  Missing: 'causeMissing',
  Quality: 'causeQuality',
  ShortDate: 'causeShortDate',
} as const satisfies Record<CustomerCaseCause, string>;

const STATUS_KEYS = { Open: 'statusOpen', Closed: 'statusClosed' } as const satisfies Record<
  CustomerCaseStatus,
  string
>;

/**
 * One case as a disclosure (WAI-ARIA pattern): a real button in a heading, with aria-expanded and
 * aria-controls, so Enter and Space toggle it and a screen reader says whether it is open. Closed, it shows
 * when the case was created, the delivery day (the server's text) and how many products it names; open,
 * the delivery time span trimmed to 5 characters (SPEC 2) and each product with its cause.
 */
export function CaseItem({ customerCase: c }: { customerCase: CustomerCase }) {
  const t = useCasesT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const created = formatDate(c.Created);
  const deliveryDate = formatDate(c.DeliveryDay);
  const span = timeSpan(c.TimeSpanFrom, c.TimeSpanTo);
  const status = isKnownCaseStatus(c.Status) ? t(STATUS_KEYS[c.Status]) : c.Status;

  return (
    <li className="wsh-customer-cases__case">
      <h3 className="wsh-customer-cases__case-heading">
        <button
          type="button"
          className="wsh-customer-cases__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="wsh-customer-cases__chevron" aria-hidden="true" />
          <span className="wsh-customer-cases__created">{t('created', { date: created })}</span>
          {(c.DeliveryDayText || deliveryDate) && (
            <span className="wsh-customer-cases__delivery-day">
              {c.DeliveryDayText && deliveryDate
                ? t('deliveryDay', { day: c.DeliveryDayText, date: deliveryDate })
                : t('deliveryDayOnly', { day: c.DeliveryDayText || deliveryDate })}
            </span>
          )}
          <span className="wsh-customer-cases__count">{t('productCount', { count: c.Products.length })}</span>
          {status && <span className="wsh-customer-cases__case-status">{status}</span>}
        </button>
      </h3>
      <div id={panelId} className="wsh-customer-cases__panel" hidden={!open}>
        {span && (
          <p className="wsh-customer-cases__time">
            <span className="wsh-customer-cases__time-label">{t('deliveryTime')}</span>{' '}
            {span.from && span.to
              ? t('timeSpan', { from: span.from, to: span.to })
              : span.from
                ? t('timeFrom', { from: span.from })
                : t('timeTo', { to: span.to })}
          </p>
        )}
        {c.Products.length === 0 ? (
          <p className="wsh-customer-cases__no-products">{t('noProducts')}</p>
        ) : (
          <table className="wsh-customer-cases__products">
            <caption className="wsh-customer-cases__caption">{t('productsCaption', { date: created })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('itemNumber')}</th>
                <th scope="col">{t('itemName')}</th>
                <th scope="col" className="wsh-customer-cases__number">
                  {t('quantity')}
                </th>
                <th scope="col">{t('cause')}</th>
              </tr>
            </thead>
            <tbody>
              {c.Products.map((p, index) => (
                <tr key={`${p.ItemNumber}#${index}`}>
                  <td>{p.ItemNumber}</td>
                  <td>{p.ItemName}</td>
                  <td className="wsh-customer-cases__number">{p.Quantity ?? ''}</td>
                  <td>{isKnownCause(p.Cause) ? t(CAUSE_KEYS[p.Cause]) : p.Cause}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </li>
  );
}
