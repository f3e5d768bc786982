import { useStore } from '@nanostores/react';
import type { Infer } from '../../page-context/fields';
import { campaignsApi, type SupplierLandingPage as LandingPage } from '../../shared/api/campaigns-api';
import { productUrl } from '../../shared/domain/single-result';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/stores/page-context';
import { CampaignLanding, type CampaignLandingContent } from '../../shared/ui/campaign-landing/campaign-landing';
import { useCampaignPage } from '../../shared/ui/campaign-landing/use-campaign-page';
import { usePageQuery } from '../../shared/ui/campaign-landing/use-page-query';
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
export function SupplierLandingPage({ id, backUrl, loginUrl, productUrlPattern }: Props) {
  const t = useT(NS);
  const { paginationQueryKey } = useStore($pageContext);
  const nav = usePageQuery(paginationQueryKey);
  const state = useCampaignPage(id, nav.page, (page, signal) => campaignsApi.supplierLandingPage(id, page, signal));
  const data = state.data;
  return (
    <div className="wsh-supplier-landing-page" data-landing-page-id={id}>
      <CampaignLanding
        kind="supplier"
        status={state.status}
        retry={state.retry}
        content={data ? contentOf(data) : null}
        products={data?.Page ?? null}
        messages={{ loading: t('loading'), notFound: t('notFound'), error: t('error'), productsLabel: t('productsLabel', { name: data?.Owner?.Name || data?.Title || '' }) }}
        backUrl={backUrl ?? '/'}
        loginUrl={loginUrl ?? '/login'}
        productUrl={(productId) => productUrl(productUrlPattern, productId)}
        hrefFor={nav.hrefFor}
        onPage={nav.goTo}
      />
    </div>
  );
}
