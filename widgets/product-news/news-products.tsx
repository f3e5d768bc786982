import type { ProductNewsCampaign } from '../../shared/domain/campaigns/models';
import type { Product } from '../../shared/domain/models';
import { unitPrice } from '../../shared/domain/catalogue/product-list';
import { PROMOTION_PAGE_SIZE } from '../../shared/domain/campaigns/tile-list';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { useT } from '../../shared/i18n/use-translation';
import { useTileList } from '../../shared/ui/features/tile-list/use-tile-list';

type T = WidgetT<'product-news'>;

/** The price of the product's default sales unit (SPEC 3 FormattedPrices), e.g. "185,13 kr. / karton". */
function priceOf(product: Product, t: T): string | null {
  const units = product.SalesUnits?.Values ?? [];
  const unit = units.find((u) => u.IsDefault) ?? units[0];
  const shown = unit ? unitPrice(units, unit) : null;
  return shown ? t('pricePer', { price: shown.price, per: shown.per }) : null;
}

/**
 * A news item's first products as small tiles (name, image, price, link). Our own small list rather
 * than the shared ProductList: these products arrive as snapshots already, and the tiles are a teaser.
 */
export function NewsProducts({
  news,
  productUrl,
}: {
  news: ProductNewsCampaign;
  productUrl(id: string): string | null;
}) {
  const t = useT('product-news');
  // SPEC 9: the first page of 6; the shared tile list asks again for a new expected delivery date.
  const source = {
    endpoint: 'ids' as const,
    ids: news.ProductIds ?? [],
    trackingListName: news.TrackingNameInternalTimeSpan,
  };
  const { status, products, retry } = useTileList(source, { pageSize: PROMOTION_PAGE_SIZE, enabled: true });

  if (status === 'error') {
    return (
      <p className="wsh-product-news__status" role="alert">
        {t('productsError')}{' '}
        <button type="button" className="wsh-button" onClick={retry}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (products.length === 0) {
    return status === 'loading' ? (
      <PlaceholderTiles count={Math.min(source.ids.length, PROMOTION_PAGE_SIZE)} t={t} />
    ) : null;
  }
  return (
    <ul className="wsh-product-news__products" aria-label={t('productsLabel', { title: news.Title })}>
      {products.map((p) => (
        <li key={p.Id} className="wsh-product-news__product">
          {p.ImageUrl ? (
            <img className="wsh-product-news__product-image" src={p.ImageUrl} alt="" loading="lazy" />
          ) : (
            <span className="wsh-product-news__product-image" />
          )}
          {/* Two lines at most (the whole name in the tooltip and for screen readers): every tile is as
              tall as its placeholder, so the items below do not move as the products arrive. */}
          <a className="wsh-product-news__product-link" href={productUrl(p.Id) ?? undefined} title={p.DisplayName}>
            {p.DisplayName}
          </a>
          <span className="wsh-product-news__price">{priceOf(p, t)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * While an item's products load: as many empty tiles as will come (up to a page), in the same grid and of
 * the same height, so the item is as tall now as with its products (issue #19: islands do not shift).
 */
function PlaceholderTiles({ count, t }: { count: number; t: T }) {
  return (
    <>
      <p className="wsh-visually-hidden" role="status">
        {t('productsLoading')}
      </p>
      <ul className="wsh-product-news__products" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="wsh-product-news__product wsh-product-news__product--placeholder">
            <span className="wsh-product-news__product-image" />
            <span className="wsh-product-news__product-link" />
            <span className="wsh-product-news__price" />
          </li>
        ))}
      </ul>
    </>
  );
}
