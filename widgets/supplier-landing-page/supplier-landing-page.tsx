import type { Infer } from '../../page-context/fields';
import { campaignsApi } from '../../shared/api/campaigns-api';
import type { SupplierLandingPage as LandingPage } from '../../shared/domain/campaigns/models';
import { useT } from '../../shared/i18n/use-translation';
import type { CampaignLandingContent } from '../../shared/ui/features/campaign-landing/campaign-landing';
import { CampaignLandingPage } from '../../shared/ui/features/campaign-landing/campaign-landing-page';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

const contentOf = (p: LandingPage): CampaignLandingContent => ({
  title: p.Title,
  imageUrl: p.Content?.Url,
  logoUrl: p.LogoUrl,
  logoName: p.Owner?.Name,
  html: p.Text,
});

/** SPEC 2 supplier landing page (id): the supplier's splash, logo and text, and its paginated products. */
export function SupplierLandingPage({ id, ...links }: Props) {
  const t = useT(NS);
  return (
    <div data-landing-page-id={id}>
      <CampaignLandingPage
        kind="supplier"
        source={id}
        load={(page, signal) => campaignsApi.supplierLandingPage(id, page, signal)}
        contentOf={contentOf}
        messages={(data) => ({
          loading: t('loading'),
          notFound: t('notFound'),
          error: t('error'),
          productsLabel: t('productsLabel', { name: data?.Owner?.Name || data?.Title || '' }),
        })}
        {...links}
      />
    </div>
  );
}
