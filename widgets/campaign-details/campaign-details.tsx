import { useStore } from '@nanostores/react';
import type { Infer } from '../../page-context/fields';
import { campaignsApi, type CampaignDetails as Details } from '../../shared/api/campaigns-api';
import { productUrl } from '../../shared/domain/single-result';
import { useT } from '../../shared/i18n/use-translation';
import { $pageContext } from '../../shared/stores/page-context';
import { CampaignLanding, type CampaignLandingContent } from '../../shared/ui/campaign-landing/campaign-landing';
import { useCampaignPage } from '../../shared/ui/campaign-landing/use-campaign-page';
import { usePageQuery } from '../../shared/ui/campaign-landing/use-page-query';
import type { meta } from './meta';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;

const contentOf = (c: Details): CampaignLandingContent => ({ title: c.Title, imageUrl: c.Content?.Url, owner: c.Owner?.Name, html: c.Text });

/** SPEC 2 campaign details (type, id): the campaign and its paginated products. */
export function CampaignDetails({ type, id, backUrl, loginUrl, productUrlPattern }: Props) {
  const t = useT(NS);
  const { paginationQueryKey } = useStore($pageContext);
  const nav = usePageQuery(paginationQueryKey);
  const state = useCampaignPage(`${type}/${id}`, nav.page, (page, signal) => campaignsApi.details(type, id, { page }, signal));
  const data = state.data;
  return (
    <div className="wsh-campaign-details" data-campaign-id={id}>
      <CampaignLanding
        kind="campaign"
        status={state.status}
        retry={state.retry}
        content={data ? contentOf(data) : null}
        products={data?.Page ?? null}
        messages={{ loading: t('loading'), notFound: t('notFound'), error: t('error'), productsLabel: t('productsLabel', { title: data?.Title ?? '' }) }}
        backUrl={backUrl ?? '/'}
        loginUrl={loginUrl ?? '/login'}
        productUrl={(productId) => productUrl(productUrlPattern, productId)}
        hrefFor={nav.hrefFor}
        onPage={nav.goTo}
      />
    </div>
  );
}
