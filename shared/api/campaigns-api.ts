import { $expectedDeliveryDate } from '../stores/expected-delivery-date';
import { $pageContext } from '../stores/page-context';
import { apiGet } from './client';
import type { Paginated, Product, ProductBasic } from './models';
import { pathSegment } from './path-segment';

/** SPEC section 3 Campaign: the fields the campaign islands read; the server may send more. */
export interface Campaign {
  Id: string;
  Title: string;
  Priority: number;
  DisplaySetting: { DisplayMode: string };
  Content: { Url: string };
  Url: { Link: string; Target: string };
  Owner?: { Name: string };
  TrackingNameInternalTimeSpan?: string;
  Text?: string;
}

/** SPEC section 3 Product promotion campaign. */
export interface ProductPromotion extends Campaign {
  ProductIds: string[];
  TrackingListName: string;
  RandomizeProducts: boolean;
  ViewAllProductsButton: boolean;
}

/**
 * SPEC section 3 Brand logo campaign (GET campaigns/supplier-brands): a supplier's or brand's logo
 * linking to its page; BrandId is empty for a supplier selling a single brand.
 */
export interface LogoCampaign {
  Id: string;
  Priority: number;
  BrandId: string;
  SupplierId: string;
  Title: string;
  LogoUrl: string;
  Url: { Link: string; Target: string };
  Owner?: { Name: string };
}

/** A product-news item (GET campaigns/product-news): a logo campaign with the news' products. */
export interface ProductNewsCampaign extends LogoCampaign {
  ProductIds?: string[];
  /** Tracking name of the campaign, sent as the tile list's trackingListName. */
  TrackingNameInternalTimeSpan?: string;
}

/** SPEC section 3 Highlighted products campaign: Type Sponsored 0, New 1, Recommended 2. */
export interface HighlightedProductsCampaign extends Campaign {
  Type: number;
  BrandId?: string;
  SupplierNumber?: string;
  ProductIds: string[];
  UseSupplierBrandProducts?: boolean;
  TrackingListName?: string;
}

/** SPEC section 3 Product samples campaign (GET campaigns/product-samples). */
export interface ProductSamplesCampaign {
  Id?: string;
  Title?: string;
  ProductIds: string[];
  TrackingListName: string;
  MinimumBasketTotal: number;
  MaximumNumberOfPurchasableProducts: number;
}

/** SPEC section 3 Campaign groups of the current page. */
export interface CurrentPageCampaigns {
  Banners: Campaign[];
  ProductPromotions: ProductPromotion[];
  PromotionTiles: Campaign[];
  HighlightedProducts: HighlightedProductsCampaign[];
}
export type CampaignGroup = keyof CurrentPageCampaigns;

/** GET campaigns/{type}/{id}: the campaign with one page of its products. */
export interface CampaignDetails extends Campaign {
  Page: Paginated<ProductBasic>;
}

/** GET campaigns/supplier-landing-pages/{id}: a supplier's page (splash image in Content.Url, its logo) with one page of products. */
export interface SupplierLandingPage {
  Id: string;
  Title: string;
  Text?: string;
  Content: { Url: string };
  LogoUrl?: string;
  Owner?: { Name: string };
  Page: Paginated<ProductBasic>;
}

/** The query of a campaign page request beside the date (SPEC 7: "expectedDeliveryDate plus query"). */
export type CampaignPageQuery = Record<string, string | number | undefined>;

/** GET catalog/products/snapshots/paginated: a page of tiles with the total. */
export interface PaginatedSnapshots {
  TotalResults: number;
  Skip: number;
  PageSize: number;
  TrackingListName: string | null;
  PageOfResults: Product[];
}

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
  const common: Params = { trackingListName: q.trackingListName, pageSize: q.pageSize, skip: q.skip, orderByMx: q.orderByMx };
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
  return { pageId, pageType, expectedDeliveryDate: isAuthenticated ? ($expectedDeliveryDate.get() ?? undefined) : undefined };
}
const date = (): Params => ({ expectedDeliveryDate: $expectedDeliveryDate.get() ?? undefined });

/** SPEC section 7, Campaigns. */
export const campaignsApi = {
  currentPage: () => apiGet<CurrentPageCampaigns>('campaigns/currentpage', { searchParams: pageParams() }),
  supplierBrands: () => apiGet<LogoCampaign[]>('campaigns/supplier-brands', { searchParams: pageParams() }),
  productNews: () => apiGet<ProductNewsCampaign[]>('campaigns/product-news', { searchParams: pageParams() }),
  productSamples: () => apiGet<ProductSamplesCampaign | null>('campaigns/product-samples', { searchParams: pageParams() }),
  banner: async (id: string) => apiGet<Campaign>(`campaigns/banners/${pathSegment(id)}`, { searchParams: date() }),
  /** A campaign's own page: `query` is the page's query (the page number under its key, ...), sent beside the date. */
  details: async (type: string, id: string, query: CampaignPageQuery = {}, signal?: AbortSignal) =>
    apiGet<CampaignDetails>(`campaigns/${pathSegment(type)}/${pathSegment(id)}`, { searchParams: { ...query, ...date() }, signal }),
  supplierLandingPage: async (id: string, page = 1, signal?: AbortSignal) =>
    apiGet<SupplierLandingPage>(`campaigns/supplier-landing-pages/${pathSegment(id)}`, { searchParams: { ...date(), page }, signal }),
  paginatedProducts: (endpoint: PaginatedEndpoint, q: PaginatedQuery, signal?: AbortSignal) =>
    apiGet<PaginatedSnapshots>('catalog/products/snapshots/paginated', { searchParams: { ...paginatedProductsParams(endpoint, q), ...date() }, signal }),
};
