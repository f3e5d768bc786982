import { useStore } from '@nanostores/react';
import type { Infer } from '../../page-context/fields';
import type { ProductPromotion } from '../../shared/domain/campaigns/models';
import { campaignLink } from '../../shared/domain/campaigns/campaign-link';
import { hasShowAll, promotionProductCount } from '../../shared/domain/campaigns/tile-list';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { TileListForUser } from '../../shared/ui/features/tile-list/tile-list';
import { usePlaceholderCampaign } from '../../shared/ui/data/use-placeholder-campaign';
import type { meta } from './meta';
import { usePromotionTiles } from './use-promotion-tiles';

type Props = Infer<typeof meta.props>;

export function ProductPromotionWidget({ placeholder, displayMode, loginUrl, choice }: Props) {
  const t = useT('product-promotion');
  const { isAuthenticated, pageId } = useStore($pageContext);
  const position = displayMode === 'campaign' ? undefined : displayMode;
  const { status, campaign, retry } = usePlaceholderCampaign('ProductPromotions', placeholder, choice, position);
  const promotion = campaign as ProductPromotion | null;
  const mode = displayMode === 'campaign' ? promotion?.DisplaySetting.DisplayMode : displayMode;
  const count = promotionProductCount(mode);
  const tiles = usePromotionTiles(promotion, pageId, count, isAuthenticated);

  if (status !== 'ready')
    return <LoadStatus status={status} className="wsh-product-promotion__status" t={t} onRetry={retry} />;
  if (!promotion) return null; // no promotion for this page: the placeholder stays empty
  const heading = promotion.Title || t('defaultHeading');
  const link = campaignLink(promotion.Url, location.href);

  return (
    <div className="wsh-product-promotion" data-campaign-id={promotion.Id} data-display-mode={mode}>
      <h2 className="wsh-product-promotion__heading">{heading}</h2>
      <TileListForUser
        isAuthenticated={isAuthenticated}
        loginHint={t('loginHint')}
        loginUrl={loginUrl}
        tiles={tiles}
        label={heading}
        texts={{ loading: t('loading'), error: t('error') }}
        single={count === 1}
        showAll={link}
        actions={
          promotion.ViewAllProductsButton &&
          link &&
          !(count > 1 && hasShowAll(tiles.total)) && (
            <a
              className="wsh-button"
              data-list-nav
              href={link.href}
              target={link.target}
              rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
            >
              {t('viewAll')}
            </a>
          )
        }
      />
    </div>
  );
}
