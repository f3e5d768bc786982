import type { Infer } from '../../page-context/fields';
import { campaignsApi } from '../../shared/api/campaigns-api';
import { noneIfNotFound } from '../../shared/api/http/not-found';
import { campaignLink } from '../../shared/domain/campaigns/campaign-link';
import { useT } from '../../shared/i18n/use-translation';
import { createFetcher } from '../../shared/lib/fetcher';
import { useFetcher } from '../../shared/ui/data/use-fetcher';
import { usePlaceholderCampaign } from '../../shared/ui/data/use-placeholder-campaign';
import type { meta } from './meta';

type Props = Infer<typeof meta.props>;

/** One banner by id (GET campaigns/banners/{id}); a missing banner (404) is none: the placeholder stays empty. */
const bannerById = createFetcher({ fetch: (id: string) => noneIfNotFound(campaignsApi.banner(id)) });

export function CampaignBanner({ placeholder, bannerId, choice }: Props) {
  const t = useT('campaign-banner');
  // A banner by id is neither picked nor chosen: nothing else is asked for then.
  const picked = usePlaceholderCampaign('Banners', placeholder, bannerId ? 'none' : choice);
  const byId = useFetcher(bannerById, bannerId, (id) => id || undefined);
  const { status, campaign } = bannerId ? { status: byId.status, campaign: byId.data } : picked;
  const retry = bannerId ? byId.retry : picked.retry;

  if (status === 'loading')
    return (
      <p className="wsh-campaign-banner__status" role="status">
        {t('loading')}
      </p>
    );
  if (status === 'error') {
    return (
      <p className="wsh-campaign-banner__status" role="alert">
        {t('error')}{' '}
        <button type="button" className="wsh-campaign-banner__retry" onClick={retry}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (!campaign) return null; // no banner for this page: the placeholder stays empty
  const image = <img className="wsh-campaign-banner__image" src={campaign.Content.Url} alt={campaign.Title} />;
  const link = campaignLink(campaign.Url, location.href);
  return (
    <div className="wsh-campaign-banner" data-campaign-id={campaign.Id}>
      {link ? (
        <a
          className="wsh-campaign-banner__link"
          href={link.href}
          target={link.target}
          rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
        >
          {image}
          {link.target === '_blank' && <span className="wsh-visually-hidden">{t('opensNewWindow')}</span>}
        </a>
      ) : (
        image
      )}
    </div>
  );
}
