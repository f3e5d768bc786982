import { useEffect, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { campaignsApi, type Campaign } from '../../shared/api/campaigns-api';
import { campaignLink } from '../../shared/domain/campaigns/campaign-link';
import { useT } from '../../shared/i18n/use-translation';
import { reloadCampaigns } from '../../shared/stores/campaigns';
import { useSelectedCampaign } from '../../shared/ui/data/use-selected-campaign';
import type { meta } from './meta';

type Props = Infer<typeof meta.props>;
type Loaded = { status: 'loading' | 'error'; campaign: null } | { status: 'ready'; campaign: Campaign | null };

/** One banner by id (GET campaigns/banners/{id}); a missing banner (404) shows nothing. */
function useBannerById(id: string | undefined): Loaded & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded>({ status: 'loading', campaign: null });
  useEffect(() => {
    if (!id) return;
    let live = true;
    setState({ status: 'loading', campaign: null });
    campaignsApi.banner(id).then(
      (campaign) => live && setState({ status: 'ready', campaign }),
      (error: { status?: number }) => live && setState(error.status === 404 ? { status: 'ready', campaign: null } : { status: 'error', campaign: null }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

export function CampaignBanner({ placeholder, bannerId }: Props) {
  const t = useT('campaign-banner');
  const picked = useSelectedCampaign('Banners', placeholder);
  const byId = useBannerById(bannerId);
  const { status, campaign } = bannerId ? byId : picked;
  const retry = bannerId ? byId.retry : reloadCampaigns;

  if (status === 'loading') return <p className="wsh-campaign-banner__status" role="status">{t('loading')}</p>;
  if (status === 'error') {
    return (
      <p className="wsh-campaign-banner__status" role="alert">
        {t('error')}{' '}
        <button type="button" className="wsh-campaign-banner__retry" onClick={retry}>{t('retry')}</button>
      </p>
    );
  }
  if (!campaign) return null; // no banner for this page: the placeholder stays empty
  const image = <img className="wsh-campaign-banner__image" src={campaign.Content.Url} alt={campaign.Title} />;
  const link = campaignLink(campaign.Url, location.href);
  return (
    <div className="wsh-campaign-banner" data-campaign-id={campaign.Id}>
      {link ? (
        <a className="wsh-campaign-banner__link" href={link.href} target={link.target} rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}>
          {image}
          {link.target === '_blank' && <span className="wsh-visually-hidden">{t('opensNewWindow')}</span>}
        </a>
      ) : (
        image
      )}
    </div>
  );
}
