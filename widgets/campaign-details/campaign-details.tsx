import type { Infer } from '../../page-context/fields';
import { campaignsApi } from '../../shared/api/campaigns-api';
import type { CampaignDetails as Details } from '../../shared/domain/campaigns/models';
import { useT } from '../../shared/i18n/use-translation';
import type { CampaignLandingContent } from '../../shared/ui/features/campaign-landing/campaign-landing';
import { CampaignLandingPage } from '../../shared/ui/features/campaign-landing/campaign-landing-page';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

const contentOf = (c: Details): CampaignLandingContent => ({
  title: c.Title,
  imageUrl: c.Content?.Url,
  owner: c.Owner?.Name,
  html: c.Text,
});

/** SPEC 2 campaign details (type, id): the campaign and its paginated products. */
export function CampaignDetails({ type, id, ...links }: Props) {
  const t = useT(NS);
  return (
    <div data-campaign-id={id}>
      <CampaignLandingPage
        kind="campaign"
        source={`${type}/${id}`}
        load={(page, signal) => campaignsApi.details(type, id, { page }, signal)}
        contentOf={contentOf}
        messages={(data) => ({
          loading: t('loading'),
          notFound: t('notFound'),
          error: t('error'),
          productsLabel: t('productsLabel', { title: data?.Title ?? '' }),
        })}
        {...links}
      />
    </div>
  );
}
