/**
 * The pieces of a product row; each reads the shared context, none holds state. Those the row renders itself are
 * memoised (product-row.tsx says why).
 */
import { memo, type ReactNode } from 'react';
import type { Product, SalesUnit } from '../../../domain/models';
import { baseUnitOf, unitPrice } from '../../../domain/catalogue/product-list';
import { maxWholeUnitsInStock } from '../../../domain/basket/stock';
import { formatDate } from '../../../i18n/format-date';
import type { ListContextValue } from './list-context';
import type { RowStatus } from './use-product-rows';

type Ctx = { ctx: ListContextValue };
const cls = (part: string) => `wsh-product-list__${part}`;

/** "{count} {unit} in stock" in whole sales units, or "Out of stock". */
export function stockText({ t }: ListContextValue, inStock: number | undefined, unit: SalesUnit): string {
  const count = maxWholeUnitsInStock(inStock, unit.Quantity);
  return count > 0 ? t('inStock', { count, unit: count === 1 ? unit.TextSingular : unit.TextPlural }) : t('outOfStock');
}

/**
 * Sample item, favourite marker and campaign logos. The favourite marker is shown here only where the row
 * has no add-to-list action (a host that turned it off); the action's button is the marker otherwise.
 */
export function Markers({ ctx, product }: Ctx & { product: Product }) {
  const { t } = ctx;
  const logos = product.Campaigns ?? [];
  const favourite = product.IsOnFavoriteList === true && !ctx.addToList;
  if (!product.IsSampleItem && !favourite && logos.length === 0) return null;
  return (
    <p className={cls('markers')}>
      {product.IsSampleItem && <span className={`${cls('badge')} ${cls('badge--sample')}`}>{t('sample')}</span>}
      {favourite && (
        <span className={`${cls('badge')} ${cls('badge--favourite')}`}>
          <span aria-hidden="true">★ </span>
          {t('favourite')}
        </span>
      )}
      {logos.map((c, i) => (
        <img
          key={`${c.Logo}-${i}`}
          className={cls('logo')}
          src={c.Logo}
          alt={t('campaignLogo')}
          width={48}
          height={24}
          loading="lazy"
          decoding="async"
        />
      ))}
    </p>
  );
}

/** What is still coming, or why there is no price: skeleton, or "price unavailable" with a retry. */
function PriceState({ ctx, product, status }: Ctx & { product: Product; status: RowStatus }) {
  const { t } = ctx;
  // The button goes while the price loads again: focus stays in the row, on its quantity input.
  const retry = (button: HTMLElement) => {
    button.closest('li')?.querySelector<HTMLElement>('[data-list-quantity] input')?.focus();
    ctx.retry(product.Id);
  };
  if (status === 'pending') {
    return (
      <span className={cls('skeleton')}>
        <span className="wsh-visually-hidden">{t('priceLoading')}</span>
      </span>
    );
  }
  return (
    <span className={cls('unavailable')}>
      {t('priceUnavailable')}{' '}
      {status === 'failed' && (
        <button
          type="button"
          className={cls('retry')}
          aria-label={t('retryLabel', { product: product.DisplayName })}
          onClick={(e) => retry(e.currentTarget)}
        >
          {t('retry')}
        </button>
      )}
    </span>
  );
}

/** Every sales unit with its price in the user's price display mode (prices once the snapshot is in). */
export const SalesUnits = memo(function SalesUnits({
  ctx,
  product,
  status,
}: Ctx & { product: Product; status: RowStatus }) {
  const { t, priceDisplayMode } = ctx;
  const units = product.SalesUnits.Values;
  const base = baseUnitOf(units);
  return (
    <div className={cls('prices')}>
      <ul className={cls('units')}>
        {units.map((unit) => {
          const shown = status === 'ready' ? unitPrice(units, unit, priceDisplayMode) : null;
          return (
            <li key={unit.Code} className={cls('unit')}>
              <span className={cls('unit-name')}>
                {base && unit.Quantity > 1
                  ? t('unitOf', { unit: unit.TextSingular, count: unit.Quantity, base: base.TextPlural })
                  : unit.TextSingular}
              </span>{' '}
              {shown && <span className={cls('price')}>{t('pricePer', { price: shown.price, per: shown.per })}</span>}
            </li>
          );
        })}
      </ul>
      {status !== 'ready' && <PriceState ctx={ctx} product={product} status={status} />}
      {status === 'ready' && product.SalesPriceSource?.Text && (
        <span className={`${cls('badge')} ${cls('badge--price-source')}`}>{product.SalesPriceSource.Text}</span>
      )}
    </div>
  );
});

/** Availability, stock, deliverability with deadline, pre-sale and the latest purchase. */
export const Availability = memo(function Availability({ ctx, product }: Ctx & { product: Product }) {
  const { t, productUrl } = ctx;
  const lines: { key: string; text: ReactNode; warn?: boolean }[] = [];
  const d = product.Deliverability;
  if (d && !d.IsDeliverable)
    lines.push({ key: 'deliv', text: t('notDeliverable', { date: formatDate(d.ExpectedDeliveryDate) }), warn: true });
  else if (d && product.Deadline)
    lines.push({
      key: 'deliv',
      text: t('deliverable', { date: formatDate(product.Deadline), time: formatDate(product.Deadline, 'HH:mm') }),
    });
  else if (d)
    lines.push({ key: 'deliv', text: t('deliverableNoDeadline', { date: formatDate(d.ExpectedDeliveryDate) }) });
  const units = product.SalesUnits.Values;
  const unit = units.find((u) => u.IsDefault) ?? units[0];
  if (product.IsStockManaged && unit)
    lines.push({ key: 'stock', text: stockText(ctx, product.Stock?.InStockQuantity, unit) });
  if (product.Availability?.RestockDate)
    lines.push({ key: 'restock', text: t('restock', { date: formatDate(product.Availability.RestockDate) }) });
  const replacement = product.Related?.DirectReplacement;
  if (product.Availability?.IsDirectlyReplaced) {
    const text = replacement ? t('replacedBy', { id: replacement }) : t('replaced');
    const href = replacement ? productUrl?.(replacement) : null; // null: no safe address, so no link
    lines.push({
      key: 'replaced',
      warn: true,
      text: href ? (
        <a className={cls('link')} href={href}>
          {text}
        </a>
      ) : (
        text
      ),
    });
  }
  if (product.PreSale)
    lines.push({ key: 'presale', text: t('preSale', { name: product.PreSale.Name ?? product.PreSale.Id }) });
  if (product.LatestPurchaseDate) {
    const date = formatDate(product.LatestPurchaseDate);
    lines.push({
      key: 'latest',
      text: product.LatestPurchaseQuantity
        ? t('latestPurchase', { date, count: product.LatestPurchaseQuantity })
        : t('latestPurchaseNoCount', { date }),
    });
  }
  return (
    <ul className={cls('facts')}>
      {lines.map((l) => (
        <li key={l.key} className={l.warn ? cls('fact--warn') : undefined}>
          {l.text}
        </li>
      ))}
    </ul>
  );
});
