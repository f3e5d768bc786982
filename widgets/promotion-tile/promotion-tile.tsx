import type { Infer } from '../../page-context/fields';
import { useT } from '../../shared/i18n/use-translation';
import { CampaignTile } from '../../shared/ui/features/campaign-tile';
import { LoadStatus } from '../../shared/ui/primitives/load-status';
import { usePlaceholderCampaign } from '../../shared/ui/data/use-placeholder-campaign';
import type { meta } from './meta';

type Props = Infer<typeof meta.props>;

/** One PromotionTiles campaign of the current page, picked by weight for this placeholder (SPEC 4), or the server's choice. */
export function PromotionTile({ placeholder, choice }: Props) {
  const t = useT('promotion-tile');
  const { status, campaign, retry } = usePlaceholderCampaign('PromotionTiles', placeholder, choice);

  if (status !== 'ready')
    return <LoadStatus status={status} className="wsh-promotion-tile__status" t={t} onRetry={retry} />;
  if (!campaign) return null; // no tile for this page: the placeholder stays empty, not a blank box
  return (
    <div className="wsh-promotion-tile">
      <CampaignTile campaign={campaign} />
    </div>
  );
}
