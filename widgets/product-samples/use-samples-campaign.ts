import { campaignsApi } from '../../shared/api/campaigns-api';
import type { ProductSamplesCampaign } from '../../shared/domain/campaigns/models';
import { noneIfNotFound } from '../../shared/api/http/not-found';
import { createFetcher } from '../../shared/lib/fetcher';
import { $deliveryDateForRequests } from '../../shared/stores/delivery-date-for-requests';
import { useFetcher } from '../../shared/ui/data/use-fetcher';

export type SamplesCampaignState =
  | { status: 'loading' | 'error'; campaign: null }
  | { status: 'ready'; campaign: ProductSamplesCampaign | null };

/** None (null) when the server has none or answers 404. A new date keeps the campaign shown until the answer. */
const samplesCampaign = createFetcher({ fetch: () => noneIfNotFound(campaignsApi.productSamples()), keep: () => true });

/**
 * The samples campaign (GET campaigns/product-samples, SPEC 7: with page id, page type and expected
 * delivery date). It waits for the basket, which brings the date, and loads again for a new date.
 */
export function useSamplesCampaign(enabled: boolean): SamplesCampaignState & { retry(): void } {
  const { status, data, retry } = useFetcher(
    samplesCampaign,
    enabled,
    (on) => (on ? $deliveryDateForRequests.get() : undefined),
    [$deliveryDateForRequests],
  );
  if (status === 'error' || data === undefined)
    return { status: status === 'error' ? 'error' : 'loading', campaign: null, retry };
  return { status: 'ready', campaign: data, retry };
}
