import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import type { Infer } from '../../page-context/fields';
import { campaignLink } from '../../shared/domain/campaigns/campaign-link';
import { SAMPLE_PAGE_SIZE, SAMPLES_SHOW_ALL_PAGE_SIZE } from '../../shared/domain/campaigns/tile-list';
import { formatMoney } from '../../shared/i18n/format-money';
import type { WidgetT } from '../../shared/i18n/text-keys';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/context/page-context';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { TileList, TileListLoginHint } from '../../shared/ui/features/tile-list/tile-list';
import { useTileList } from '../../shared/ui/features/tile-list/use-tile-list';
import type { meta } from './meta';
import { useSamplesCampaign } from './use-samples-campaign';
import { useSampleState, type SampleState } from './use-sample-state';

type Props = Infer<typeof meta.props>;
type T = WidgetT<'product-samples'>;

/** The text beside the locked inputs: what to do so adding opens again. */
function lockText(t: T, s: SampleState, maximum: number): string | null {
  if (s.lock === null) return null;
  if (s.lock === 'waiting') return t('lockedWaiting');
  if (s.lock.reason === 'minimum') return t('lockedMinimum', { amount: formatMoney(s.lock.missing, s.currency) });
  return t(s.state === 'Error' ? 'lockedTooMany' : 'lockedMaximum', { max: maximum });
}

export function ProductSamplesWidget({ mode, showAllUrl, loginUrl }: Props) {
  const t = useT('product-samples');
  const headingId = useId();
  const { isAuthenticated } = useStore($pageContext);
  const loaded = useSamplesCampaign(isAuthenticated);
  const campaign = loaded.campaign;
  const samples = useSampleState(campaign);
  const all = mode === 'all';
  const source = useMemo(
    () =>
      campaign
        ? { endpoint: 'samples' as const, ids: campaign.ProductIds, trackingListName: campaign.TrackingListName }
        : null,
    [campaign],
  );
  const tiles = useTileList(source, {
    pageSize: all ? SAMPLES_SHOW_ALL_PAGE_SIZE : SAMPLE_PAGE_SIZE,
    paging: all ? 'pages' : 'tiles',
    enabled: isAuthenticated,
  });

  const heading = campaign?.Title || t('defaultHeading');
  const head = (
    <h2 id={headingId} className="wsh-product-samples__heading">
      {heading}
    </h2>
  );
  if (!isAuthenticated) {
    // SPEC 6: the tile list needs a logged-in user; anonymous visitors get a way in, never an error.
    return (
      <section className="wsh-product-samples" aria-labelledby={headingId}>
        {head}
        <TileListLoginHint hint={t('loginHint')} loginUrl={loginUrl} />
      </section>
    );
  }
  if (loaded.status !== 'ready')
    return <LoadStatus status={loaded.status} className="wsh-product-samples__status" t={t} onRetry={loaded.retry} />;
  if (!campaign) return null; // no samples campaign now: the placeholder stays empty

  const maximum = campaign.MaximumNumberOfPurchasableProducts;
  const excess = samples.count - maximum;
  return (
    <section className="wsh-product-samples" aria-labelledby={headingId} data-sample-state={samples.state}>
      {head}
      <p className="wsh-product-samples__intro">
        {t('intro', { max: maximum, minimum: formatMoney(campaign.MinimumBasketTotal, samples.currency) })}
      </p>
      {/* Hidden: no status; Display: the count; Error: too many, and what to do (an alert, it blocks ordering). */}
      <p className="wsh-product-samples__count" role="status">
        {samples.state === 'Display' ? t('chosen', { count: samples.count, max: maximum }) : ''}
      </p>
      {samples.state === 'Error' && (
        <p className="wsh-product-samples__error" role="alert">
          {t('tooMany', { count: samples.count, max: maximum, excess })}
        </p>
      )}
      <TileList
        tiles={tiles}
        label={heading}
        texts={{ loading: t('loading'), error: t('error'), empty: t('empty') }}
        showAll={all ? null : campaignLink({ Link: showAllUrl }, location.href)}
        lockedReason={lockText(t, samples, maximum)}
      />
    </section>
  );
}
