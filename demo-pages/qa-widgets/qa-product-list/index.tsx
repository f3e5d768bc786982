import { useStore } from '@nanostores/react';
import { startTransition, useEffect, useState } from 'react';
import { f, type Field } from '../../../page-context/fields';
import { apiGet } from '../../../shared/api/http/client';
import type { Product, ProductBasic } from '../../../shared/domain/models';
import type { PriceDisplayMode } from '../../../shared/domain/catalogue/product-list';
import { useT } from '../../../shared/i18n/use-translation';
import { defineWidget } from '../../../shared/islands/define-widget';
import { widgetMeta } from '../../../shared/islands/widget-meta';
import { $basketLoad } from '../../../shared/stores/basket/basket';
import { ProductList } from '../../../shared/ui/features/product-list/product-list';

/** Product ids, as a list or a comma-separated string; empty = the catalogue's first products. */
const productIds: Field<string[]> = {
  type: 'string[]',
  description: 'Ids of the products to list; empty lists the catalogue from the start.',
  required: false,
  defaultValue: [],
  parse(raw) {
    if (raw === undefined || raw === null) return { ok: true, value: [] };
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

const MODES = ['SalesUnit', 'BaseUnit', 'Kilo'] as const;

/**
 * QA only: hosts the shared product list (shared/ui/product-list) the way search, brands, favourites and
 * campaigns will. Not a CMS widget: where a list's products come from is each host's business (a
 * search, a brand, a favourite list, a campaign with its tracking name), and editors already place
 * hand-picked products through campaign product promotions. `?renderAll=1` renders every row in one
 * go and `?measure=1` counts row renders, both for `npm run bench`.
 */
const meta = widgetMeta({
  name: 'qa-product-list',
  summary:
    'QA only: the shared product list over the first products of the catalogue (or given ids), with the mini basket.',
  props: {
    productIds,
    count: f.number({ description: 'How many products to list.', integer: true, min: 1, max: 1000, default: 400 }),
    priceDisplayMode: f.oneOf(MODES, { description: 'Price display mode the list starts with.', default: 'SalesUnit' }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'product-list-400.html',
  example: { count: 400 },
});

const texts = {
  en: {
    title: 'Products',
    listLabel: 'Products',
    mode: 'Prices',
    SalesUnit: 'Per sales unit',
    BaseUnit: 'Per base unit',
    Kilo: 'Per kilo',
    failed: 'The products could not be loaded.',
    retry: 'Try again',
    top: 'Back to top',
  },
  da: {
    title: 'Varer',
    listLabel: 'Varer',
    mode: 'Priser',
    SalesUnit: 'Pr. salgsenhed',
    BaseUnit: 'Pr. basisenhed',
    Kilo: 'Pr. kilo',
    failed: 'Varerne kunne ikke hentes.',
    retry: 'Prøv igen',
    top: 'Til toppen',
  },
};

const styles = `.wsh-qa-product-list__head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:8px;margin-bottom:8px}.wsh-qa-product-list__head h2{font-size:1.4rem}.wsh-qa-product-list__top{color:var(--wsh-color-primary)}.wsh-qa-product-list__top:focus-visible{outline:3px solid var(--wsh-color-focus);outline-offset:2px}`;

/** Step one as a host gets it from its own endpoint: basic products only (the snapshot fields dropped). */
function toBasic(p: Product): ProductBasic {
  const {
    Id,
    DisplayName,
    Brand,
    BrandId,
    SupplierNumber,
    ImageUrl,
    Categories,
    SalesUnits,
    Markings,
    IsSampleItem,
    Campaigns,
  } = p;
  return {
    Id,
    DisplayName,
    Brand,
    BrandId,
    SupplierNumber,
    ImageUrl,
    Categories,
    SalesUnits,
    Markings,
    IsSampleItem,
    Campaigns,
  };
}

/** Performance mark set when step one (the basic products) has arrived; read by `npm run bench`. */
const BASICS_MARK = 'wsh:qa-product-list:basics';

const renderAll = () => new URLSearchParams(location.search).get('renderAll') === '1';

function QaProductList({
  productIds: ids,
  count,
  priceDisplayMode,
}: {
  productIds: string[];
  count: number;
  priceDisplayMode: PriceDisplayMode;
}) {
  const t = useT('qa-product-list');
  const [products, setProducts] = useState<ProductBasic[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [mode, setMode] = useState<PriceDisplayMode>(priceDisplayMode);

  useStore($basketLoad); // the rows' quantities need the basket: reading its load state loads it (once per page)

  useEffect(() => {
    setFailed(false);
    const searchParams = { ids: ids.length > 0 ? ids : undefined, pageSize: count, skip: 0 };
    apiGet<{ PageOfResults: Product[] }>('catalog/products/snapshots/paginated', { searchParams }).then(
      (answer) => {
        performance.mark(BASICS_MARK); // the bench measures the list's rendering from here
        // As a host should: the first part of the list renders as a transition, in short slices.
        startTransition(() => setProducts(answer.PageOfResults.map(toBasic)));
      },
      () => setFailed(true),
    );
  }, [ids, count, attempt]);

  return (
    <section aria-labelledby="wsh-qa-product-list-title">
      <div className="wsh-qa-product-list__head">
        <h2 id="wsh-qa-product-list-title">{t('title')}</h2>
        <label>
          {t('mode')}{' '}
          <select value={mode} onChange={(e) => setMode(e.target.value as PriceDisplayMode)}>
            {MODES.map((m) => (
              <option key={m} value={m}>
                {t(m)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failed ? (
        <p role="alert">
          {t('failed')}{' '}
          <button type="button" className="wsh-button wsh-button--secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </p>
      ) : products === null ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <ProductList
          products={products}
          label={t('listLabel')}
          priceDisplayMode={mode}
          renderInParts={!renderAll()}
          footer={
            <p>
              <a className="wsh-qa-product-list__top" href="#main" data-list-nav="">
                {t('top')}
              </a>
            </p>
          }
        />
      )}
    </section>
  );
}

export default defineWidget({ meta, Component: QaProductList, styles, resources: texts });

// Types only: useT('qa-product-list') accepts these keys, and Danish must have exactly English's.
declare module '../../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'qa-product-list': Bilingual<typeof texts>;
  }
}
