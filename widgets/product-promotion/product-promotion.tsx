import { useStore } from '@nanostores/react';
import type { Infer } from '../../page-context/fields';
import type { ProductPromotion } from '../../shared/api/campaigns-api';
import { campaignLink } from '../../shared/domain/campaign-link';
import { hasMoreButton, hasShowAll, promotionProductCount } from '../../shared/domain/tile-list';
import { useT } from '../../shared/i18n/use-translation';
import { reloadCampaigns } from '../../shared/stores/campaigns';
import { $pageContext } from '../../shared/stores/page-context';
import { ProductList } from '../../shared/ui/product-list/product-list';
import { useSelectedCampaign } from '../../shared/ui/use-selected-campaign';
import type { meta } from './meta';
import { usePromotionTiles } from './use-promotion-tiles';

type Props = Infer<typeof meta.props>;
type T = ReturnType<typeof useT>;

function Status({ t, error, onRetry }: { t: T; error: boolean; onRetry(): void }) {
  return error ? (
    <p className="wsh-product-promotion__status" role="alert">
      {t('error')} <button type="button" className="wsh-button" onClick={onRetry}>{t('retry')}</button>
    </p>
  ) : (
    <p className="wsh-product-promotion__status" role="status">{t('loading')}</p>
  );
}

export function ProductPromotionWidget({ placeholder, displayMode, loginUrl }: Props) {
  const t = useT('product-promotion');
  const { isAuthenticated, pageId } = useStore($pageContext);
  const { status, campaign } = useSelectedCampaign('ProductPromotions', placeholder);
  const promotion = campaign as ProductPromotion | null;
  const mode = displayMode === 'campaign' ? promotion?.DisplaySetting.DisplayMode : displayMode;
  const count = promotionProductCount(mode);
  const tiles = usePromotionTiles(promotion, pageId, count, isAuthenticated);

  if (status !== 'ready') return <Status t={t} error={status === 'error'} onRetry={reloadCampaigns} />;
  if (!promotion) return null; // no promotion for this page: the placeholder stays empty
  const heading = promotion.Title || t('defaultHeading');
  const link = campaignLink(promotion.Url, location.href);
  const single = count === 1;
  const showAll = !single && link && hasShowAll(tiles.total);
  const more = !single && tiles.stage === 0 && hasMoreButton(tiles.total) && tiles.status === 'ready';

  return (
    <div className="wsh-product-promotion" data-campaign-id={promotion.Id} data-display-mode={mode}>
      <h2 className="wsh-product-promotion__heading">{heading}</h2>
      {!isAuthenticated ? (
        // SPEC 6: the tile list needs a logged-in user; anonymous visitors get a way in, not an error.
        <p className="wsh-product-promotion__login">
          {t('loginHint')} <a className="wsh-link" href={loginUrl ?? '/login'}>{t('login')}</a>
        </p>
      ) : tiles.products.length === 0 ? (
        <Status t={t} error={tiles.status === 'error'} onRetry={tiles.retry} />
      ) : (
        <ProductList
          products={tiles.products}
          label={heading}
          footer={
            <div className="wsh-product-promotion__actions">
              {tiles.stage === 1 && tiles.status === 'loading' && <p role="status">{t('loading')}</p>}
              {tiles.status === 'error' && <Status t={t} error onRetry={tiles.retry} />}
              {more && (
                <button type="button" className="wsh-button" data-list-nav onClick={tiles.loadMore}>{t('more')}</button>
              )}
              {showAll && (
                <a className="wsh-link" data-list-nav href={link.href} target={link.target}>{t('showAll', { count: tiles.total })}</a>
              )}
              {promotion.ViewAllProductsButton && link && !showAll && (
                <a className="wsh-button" data-list-nav href={link.href} target={link.target}>{t('viewAll')}</a>
              )}
            </div>
          }
        />
      )}
    </div>
  );
}
