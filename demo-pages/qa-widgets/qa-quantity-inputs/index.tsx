import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Field } from '../../../page-context/fields';
import { catalogApi } from '../../../shared/api/catalog-api';
import type { Product } from '../../../shared/domain/models';
import { useT } from '../../../shared/i18n/use-translation';
import { defineWidget } from '../../../shared/islands/define-widget';
import { widgetMeta } from '../../../shared/islands/widget-meta';
import { $basket, $basketLoad } from '../../../shared/stores/basket/basket';
import { AddToBasket } from '../../../shared/ui/features/add-to-basket';

/** A list of product ids; a comma-separated string is accepted too. Local: the fields kit has no list type. */
const productIds: Field<string[]> = {
  type: 'string[]',
  description: 'Ids of the products to list, e.g. ["100228", "102061"] or "100228,102061".',
  required: true,
  defaultValue: undefined,
  parse(raw) {
    if (typeof raw === 'string')
      return {
        ok: true,
        value: raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    if (Array.isArray(raw) && raw.every((x) => typeof x === 'string')) return { ok: true, value: raw };
    return { ok: false, problem: `expected an array of product ids, got ${JSON.stringify(raw)}` };
  },
};

/** QA only: one row per product with the shared add-to-basket control, its offer and its sales unit. */
const meta = widgetMeta({
  name: 'qa-quantity-inputs',
  summary: 'QA only: quantity inputs bound to the basket for a few products.',
  props: { productIds },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'basket.html',
  example: { productIds: ['100228', '102061'] },
});

const texts = {
  en: {
    title: 'QA: quantity inputs',
    product: 'Product',
    offer: 'Offer',
    regular: 'Regular',
    quickSale: 'Quick sale {{id}}',
    stock: 'Stock',
    unit: 'Sales unit',
    quantity: 'Quantity',
    inStock: '{{count}} in stock',
    notManaged: 'not stock-managed',
    failed: 'Product {{id}} could not be loaded',
  },
  da: {
    title: 'QA: antalsfelter',
    product: 'Vare',
    offer: 'Tilbud',
    regular: 'Almindelig',
    quickSale: 'Hurtigsalg {{id}}',
    stock: 'Lager',
    unit: 'Salgsenhed',
    quantity: 'Antal',
    inStock: '{{count}} på lager',
    notManaged: 'ikke lagerstyret',
    failed: 'Vare {{id}} kunne ikke hentes',
  },
};

const styles = `.wsh-qa-quantity-inputs__scroll{overflow-x:auto}.wsh-qa-quantity-inputs__table{border-collapse:collapse;width:100%}.wsh-qa-quantity-inputs__table th,.wsh-qa-quantity-inputs__table td{padding:6px 8px;border-bottom:1px solid var(--wsh-color-border);text-align:left;vertical-align:top}`;

/** One row (one input) per product; products with quick sales start on their first quick sale. */
function Row({ product }: { product: Product }) {
  const t = useT('qa-quantity-inputs');
  const units = product.SalesUnits.Values;
  const quickSales = product.QuickSales?.Values ?? [];
  const [quickSaleId, setQuickSaleId] = useState<string | null>(quickSales[0]?.Id ?? null);
  const line = useStore($basket)?.LineItems.find(
    (l) => l.ProductId === product.Id && (l.QuickSaleId ?? null) === quickSaleId,
  );
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  // The line's unit, else the smallest: QA can then order 102061 (5 pieces, cartons of 20) and reach its warning with 6.
  const smallest = units.reduce((best, u, i) => (u.Quantity < (units[best]?.Quantity ?? Infinity) ? i : best), 0);
  const unitIndex = chosen ?? line?.SalesUnitIndex ?? smallest;
  const quickSale = quickSales.find((q) => q.Id === quickSaleId);
  const stock = quickSale
    ? t('inStock', { count: quickSale.InStockQuantity })
    : product.IsStockManaged
      ? t('inStock', { count: product.Stock?.InStockQuantity ?? 0 })
      : t('notManaged');
  return (
    <tr>
      <td>
        {product.DisplayName} <small>({product.Id})</small>
      </td>
      <td>
        {quickSales.length === 0 ? (
          t('regular')
        ) : (
          <select
            aria-label={`${t('offer')}, ${product.DisplayName}`}
            value={quickSaleId ?? ''}
            onChange={(e) => setQuickSaleId(e.target.value || null)}
          >
            <option value="">{t('regular')}</option>
            {quickSales.map((q) => (
              <option key={q.Id} value={q.Id}>
                {t('quickSale', { id: q.Id })}
              </option>
            ))}
          </select>
        )}
      </td>
      <td>{stock}</td>
      <td>
        <select
          aria-label={`${t('unit')}, ${product.DisplayName}`}
          value={unitIndex}
          onChange={(e) => setChosen(Number(e.target.value))}
        >
          {units.map((u, i) => (
            <option key={u.Code} value={i}>
              {u.TextSingular} ({u.Quantity})
            </option>
          ))}
        </select>
      </td>
      <td>
        {/* Keyed by the offer: another line, so the field starts afresh. */}
        <AddToBasket key={quickSaleId ?? ''} product={product} quickSaleId={quickSaleId} salesUnitIndex={unitIndex} />
      </td>
    </tr>
  );
}

function QaQuantityInputs({ productIds: ids }: { productIds: string[] }) {
  const t = useT('qa-quantity-inputs');
  const [products, setProducts] = useState<(Product | string)[] | null>(null);

  useStore($basketLoad); // the quantity fields need the basket: reading its load state loads it (once per page)

  useEffect(() => {
    // Through the catalogue API, so a product answer of the wrong shape is a failed row, not a crash.
    void Promise.all(ids.map((id) => catalogApi.product(id).catch(() => id))).then(setProducts);
  }, [ids]);

  if (!products) return <p>{t('loading')}</p>;
  return (
    <section className="demo-card" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <div className="wsh-qa-quantity-inputs__scroll">
        <table className="wsh-qa-quantity-inputs__table">
          <thead>
            <tr>
              {(['product', 'offer', 'stock', 'unit', 'quantity'] as const).map((k) => (
                <th key={k}>{t(k)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {products.map((p) =>
              typeof p === 'string' ? (
                <tr key={p}>
                  <td colSpan={5}>{t('failed', { id: p })}</td>
                </tr>
              ) : (
                <Row key={p.Id} product={p} />
              ),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default defineWidget({ meta, Component: QaQuantityInputs, styles, resources: texts });

// Types only: useT('qa-quantity-inputs') accepts these keys, and Danish must have exactly English's.
declare module '../../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'qa-quantity-inputs': Bilingual<typeof texts>;
  }
}
