import { useStore } from '@nanostores/react';
import { productHref } from '../../../lib/safe-href';
import { $pageContext } from '../../../context/page-context';
import { CampaignLanding, type CampaignLandingContent, type CampaignLandingProps } from './campaign-landing';
import type { LandingPageLinks } from './landing-page-fields';
import { useCampaignPage, type WithProducts } from './use-campaign-page';
import { usePageQuery } from './use-page-query';

export interface CampaignLandingPageProps<T extends WithProducts> extends LandingPageLinks {
  kind: CampaignLandingProps['kind'];
  /** Names what `load` fetches (type and id): a new source forgets the last answer. */
  source: string;
  load(page: number, signal: AbortSignal): Promise<T>;
  contentOf(data: T): CampaignLandingContent;
  /** The widget's own wording (its texts are the ones a CMS editor overrides); `data` is the last answer, if any. */
  messages(data: T | null): CampaignLandingProps['messages'];
}

/**
 * A campaign page widget's whole body: the page number from the address (under the page context's key),
 * the page of the campaign for it, and the shared view.
 */
export function CampaignLandingPage<T extends WithProducts>({
  kind,
  source,
  load,
  contentOf,
  messages,
  backUrl,
  loginUrl,
  productUrlPattern,
}: CampaignLandingPageProps<T>) {
  const { paginationQueryKey } = useStore($pageContext);
  const nav = usePageQuery(paginationQueryKey);
  const state = useCampaignPage(source, nav.page, load);
  const data = state.data;
  return (
    <CampaignLanding
      kind={kind}
      status={state.status}
      retry={state.retry}
      content={data ? contentOf(data) : null}
      products={data?.Page ?? null}
      messages={messages(data)}
      backUrl={backUrl}
      loginUrl={loginUrl}
      productUrl={(productId) => productHref(productUrlPattern, productId)}
      hrefFor={nav.hrefFor}
      onPage={nav.goTo}
    />
  );
}
