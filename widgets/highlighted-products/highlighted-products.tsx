import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import type { Infer } from '../../page-context/fields';
import type { HighlightedProductsCampaign } from '../../shared/domain/campaigns/models';
import { campaignLink } from '../../shared/domain/campaigns/campaign-link';
import { highlightedSource, highlightedTypeKey } from '../../shared/domain/campaigns/highlighted-products';
import { promotionProductCount } from '../../shared/domain/campaigns/tile-list';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { TileListForUser } from '../../shared/ui/features/tile-list/tile-list';
import { useTileList } from '../../shared/ui/features/tile-list/use-tile-list';
import { usePlaceholderCampaign } from '../../shared/ui/data/use-placeholder-campaign';
import type { meta } from './meta';

type Props = Infer<typeof meta.props>;

export function HighlightedProductsWidget({ placeholder, displayMode, loginUrl, choice }: Props) {
  const t = useT('highlighted-products');
  const headingId = useId();
  const { isAuthenticated } = useStore($pageContext);
  const position = displayMode === 'campaign' ? undefined : displayMode;
  const { status, campaign, retry } = usePlaceholderCampaign('HighlightedProducts', placeholder, choice, position);
  const highlighted = campaign as HighlightedProductsCampaign | null;
  const mode = displayMode === 'campaign' ? highlighted?.DisplaySetting?.DisplayMode : displayMode;
  const count = promotionProductCount(mode);
  const source = useMemo(
    () =>
      highlighted
        ? {
            ...highlightedSource(highlighted),
            trackingListName: highlighted.TrackingListName ?? highlighted.TrackingNameInternalTimeSpan,
          }
        : null,
    [highlighted],
  );
  const tiles = useTileList(source, { pageSize: count, enabled: isAuthenticated });

  if (status !== 'ready')
    return <LoadStatus status={status} className="wsh-highlighted-products__status" t={t} onRetry={retry} />;
  if (!highlighted) return null; // no highlighted campaign for this page: the placeholder stays empty
  const heading = highlighted.Title || t('defaultHeading');
  const badge = highlightedTypeKey(highlighted.Type);
  const owner = highlighted.Owner?.Name?.trim();

  return (
    <section
      className="wsh-highlighted-products"
      aria-labelledby={headingId}
      data-campaign-id={highlighted.Id}
      data-type={badge ?? undefined}
    >
      <div className="wsh-highlighted-products__head">
        {badge && (
          <p className={`wsh-highlighted-products__badge wsh-highlighted-products__badge--${badge}`}>{t(badge)}</p>
        )}
        <h2 id={headingId} className="wsh-highlighted-products__heading">
          {heading}
        </h2>
        {owner && <p className="wsh-highlighted-products__owner">{t('owner', { owner })}</p>}
      </div>
      <TileListForUser
        isAuthenticated={isAuthenticated}
        loginHint={t('loginHint')}
        loginUrl={loginUrl}
        tiles={tiles}
        label={heading}
        texts={{ loading: t('loading'), error: t('error'), empty: t('empty') }}
        single={count === 1}
        showAll={campaignLink(highlighted.Url, location.href)}
      />
    </section>
  );
}
