import { $expectedDeliveryDate } from '../context/expected-delivery-date';
import { $pageContext } from '../context/page-context';
import { apiGet } from './http/client';
import {
  Campaign,
  CampaignDetails,
  ChosenCampaign,
  CurrentPageCampaigns,
  LogoCampaign,
  PaginatedSnapshots,
  ProductNewsCampaign,
  ProductSamplesCampaign,
  SupplierLandingPage,
  type CampaignGroup,
} from '../domain/campaigns/models';
import { readAs } from './http/shape';
import { readList, readOptional } from './http/readers';
import { pathSegment } from './http/path-segment';

/** The query of a campaign page request beside the date (SPEC 7: "expectedDeliveryDate plus query"). */
export type CampaignPageQuery = Record<string, string | number | undefined>;

/** The paginated-products endpoint kinds: by ids, by brand, by supplier, or the samples. */
export type PaginatedEndpoint = 'ids' | 'brand' | 'supplier' | 'samples';
export interface PaginatedQuery {
  id?: string;
  ids?: readonly string[];
  trackingListName?: string;
  pageSize: number;
  skip: number;
  orderByMx?: boolean;
}
type Params = Record<string, string | number | boolean | undefined | readonly string[]>;

/** SPEC section 8: the query of a paginated-products request; an unknown endpoint kind throws 'Invalid API endpoint'. */
export function paginatedProductsParams(endpoint: PaginatedEndpoint, q: PaginatedQuery): Params {
  const common: Params = {
    trackingListName: q.trackingListName,
    pageSize: q.pageSize,
    skip: q.skip,
    orderByMx: q.orderByMx,
  };
  switch (endpoint) {
    case 'ids':
      return { ...common, ids: [...(q.ids ?? [])] };
    case 'brand':
      return { ...common, brandId: q.id };
    case 'supplier':
      return { ...common, supplierId: q.id };
    case 'samples':
      // The samples campaign's ProductIds, when given, narrow the server's sample items to the campaign's.
      return { ...common, ids: q.ids?.length ? [...q.ids] : undefined, limitToProductSamples: true };
    default:
      throw new Error('Invalid API endpoint');
  }
}

/** Page id, page type and expected delivery date: what every campaign call of the current page sends (SPEC 7). */
function pageParams(): Params {
  const { pageId, pageType, isAuthenticated } = $pageContext.get();
  // Anonymous visitors get campaigns too, but nothing that depends on a basket (SPEC 6).
  return {
    pageId,
    pageType,
    expectedDeliveryDate: isAuthenticated ? ($expectedDeliveryDate.get() ?? undefined) : undefined,
  };
}
const date = (): Params => ({ expectedDeliveryDate: $expectedDeliveryDate.get() ?? undefined });

const readCurrentPage = (model: unknown): CurrentPageCampaigns =>
  readAs(CurrentPageCampaigns, model ?? {}, 'campaigns');
const readSupplierBrands = readList(LogoCampaign, 'supplier brands');
const readProductNews = readList(ProductNewsCampaign, 'product news');
const readSamples = readOptional(ProductSamplesCampaign, 'samples campaign');
const readBanner = readOptional(Campaign, 'banner');
const readChosen = readOptional(ChosenCampaign, 'campaign');
const readSnapshotsPage = (model: unknown): PaginatedSnapshots =>
  readAs(PaginatedSnapshots, model ?? {}, 'paginated products');

/** SPEC section 7, Campaigns. Every answer is read by the shape rule of shape.ts. */
export const campaignsApi = {
  currentPage: () => apiGet('campaigns/currentpage', { searchParams: pageParams(), read: readCurrentPage }),
  /**
   * The server's pick for one placeholder (SPEC 7 "campaign by placeholder"; path in the server contract):
   * the group, the position (DisplayMode) when the placeholder has one, and the placeholder's unique id.
   */
  placeholder: (group: CampaignGroup, placeholderId: string, position: string | undefined, signal?: AbortSignal) =>
    apiGet('campaigns/placeholder', {
      searchParams: { ...pageParams(), group, position, placeholderId },
      signal,
      read: readChosen,
    }),
  /** The server's single campaign for the current page (SPEC 7; path in the server contract). */
  pageSingle: (signal?: AbortSignal) =>
    apiGet('campaigns/currentpage/single', { searchParams: pageParams(), signal, read: readChosen }),
  supplierBrands: () => apiGet('campaigns/supplier-brands', { searchParams: pageParams(), read: readSupplierBrands }),
  productNews: () => apiGet('campaigns/product-news', { searchParams: pageParams(), read: readProductNews }),
  productSamples: () => apiGet('campaigns/product-samples', { searchParams: pageParams(), read: readSamples }),
  /** A banner by id; null when the server has none. */
  banner: async (id: string) =>
    apiGet(`campaigns/banners/${pathSegment(id)}`, {
      searchParams: date(),
      read: readBanner,
    }),
  /** A campaign's own page: `query` is the page's query (the page number under its key, ...), sent beside the date. */
  details: async (type: string, id: string, query: CampaignPageQuery = {}, signal?: AbortSignal) =>
    apiGet(`campaigns/${pathSegment(type)}/${pathSegment(id)}`, {
      searchParams: { ...query, ...date() },
      signal,
      read: (m) => readAs(CampaignDetails, m, 'campaign'),
    }),
  supplierLandingPage: async (id: string, page = 1, signal?: AbortSignal) =>
    apiGet(`campaigns/supplier-landing-pages/${pathSegment(id)}`, {
      searchParams: { ...date(), page },
      signal,
      read: (m) => readAs(SupplierLandingPage, m, 'landing page'),
    }),
  paginatedProducts: (endpoint: PaginatedEndpoint, q: PaginatedQuery, signal?: AbortSignal) =>
    apiGet('catalog/products/snapshots/paginated', {
      searchParams: { ...paginatedProductsParams(endpoint, q), ...date() },
      signal,
      read: readSnapshotsPage,
    }),
};
