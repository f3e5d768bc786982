import { useId } from 'react';
import type { Product } from '../../shared/domain/models';
import { useT } from '../../shared/i18n/use-translation';
import { Heading } from './heading';

/** Every sales unit with its contents in the smallest unit and its price. */
export function SalesUnits({ product, headingLevel }: { product: Product; headingLevel: number }) {
  const t = useT('product-details');
  const headingId = useId();
  const units = product.SalesUnits.Values;
  if (units.length === 0) return null;
  const base = units.reduce((a, b) => (b.Quantity < a.Quantity ? b : a));
  return (
    <section className="wsh-product-details__section" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="wsh-product-details__subheading">
        {t('salesUnits')}
      </Heading>
      <div className="wsh-product-details__scroll">
        <table className="wsh-product-details__table">
          <thead>
            <tr>
              <th scope="col">{t('unit')}</th>
              <th scope="col">{t('contents')}</th>
              <th scope="col" className="wsh-product-details__number">
                {t('price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {units.map((u) => (
              <tr key={u.Code}>
                <th scope="row">
                  {u.TextSingular}{' '}
                  {u.IsDefault && <span className="wsh-product-details__muted">{t('defaultUnit')}</span>}
                </th>
                <td>
                  {t('contentsValue', {
                    count: u.Quantity,
                    unit: u.Quantity === 1 ? base.TextSingular : base.TextPlural,
                  })}
                </td>
                <td className="wsh-product-details__number">
                  {u.FormattedSalesUnitPrice || u.FormattedPrices.SalesUnit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
