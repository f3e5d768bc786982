import { $expectedDeliveryDate } from '../context/expected-delivery-date';
import { $pageContext } from '../context/page-context';
import { apiGet } from './http/client';
import type { Paginated, Product, ProductBasic } from '../domain/models';
import { readProductPage } from './read-page';
import { readProducts } from './read-product';
import { asList, type Json } from './http/shape';
import { asObject, asTexts, num, requireObject, str } from './http/shape-guards';
import { pathSegment } from './http/path-segment';

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

/** Texts a campaign may carry: one of another kind is left out, as if absent (React cannot show an object). */
const OPTIONAL_TEXTS = [
  'Text',
  'LogoUrl',
  'BrandId',
  'SupplierId',
  'SupplierNumber',
  'TrackingListName',
  'TrackingNameInternalTimeSpan',
];

/**
 * One campaign entry, by the shape rule of shape.ts: the parts the islands read are always there and of
 * their kind (Id and Title texts, ProductIds a list of texts, Content, Url and DisplaySetting objects
 * with text fields), so a part of the wrong shape cannot break an island. Other fields pass as sent.
 */
function readCampaign<T>(value: unknown, what: string): T {
  const c: Json = { ...requireObject(value, what) };
  for (const key of OPTIONAL_TEXTS) if (key in c && typeof c[key] !== 'string') delete c[key];
  const url = asObject(c.Url, `${what} Url`) ?? {};
  const display = asObject(c.DisplaySetting, `${what} DisplaySetting`) ?? {};
  const owner = asObject(c.Owner, `${what} Owner`);
  return {
    ...c,
    Id: typeof c.Id === 'number' ? String(c.Id) : str(c.Id),
    Title: str(c.Title),
    Priority: num(c.Priority, 10), // absent: a low weight (2^(11 - 10)), so a broken entry is rarely picked
    DisplaySetting: { ...display, DisplayMode: str(display.DisplayMode) },
    Content: { Url: str(asObject(c.Content, `${what} Content`)?.Url) },
    Url: { Link: str(url.Link), Target: str(url.Target) },
    Owner: owner ? { Name: str(owner.Name) } : undefined,
    ...('ProductIds' in c ? { ProductIds: asTexts(c.ProductIds, `${what} ProductIds`) } : {}),
  } as T;
}

/** A list of campaigns: null is none; entries without an Id, or with a part of the wrong shape, are dropped. */
const readCampaigns = <T>(value: unknown, what: string): T[] =>
  asList(value, what).flatMap((entry) => {
    try {
      const c = readCampaign<T & { Id: string }>(entry, what);
      return c.Id ? [c] : [];
    } catch {
      return [];
    }
  });

/** The current page's groups: null is a page without campaigns; each group may be absent. */
function readCurrentPage(model: unknown): CurrentPageCampaigns {
  const groups = asObject(model, 'campaigns') ?? {};
  return {
    Banners: readCampaigns(groups.Banners, 'Banners'),
    ProductPromotions: readCampaigns(groups.ProductPromotions, 'ProductPromotions'),
    PromotionTiles: readCampaigns(groups.PromotionTiles, 'PromotionTiles'),
    HighlightedProducts: readCampaigns(groups.HighlightedProducts, 'HighlightedProducts'),
  };
}

/** The samples campaign: null is none; its limits are numbers (0 when absent: no minimum, see the widget). */
function readSamples(model: unknown): ProductSamplesCampaign | null {
  const c = asObject(model, 'samples campaign');
  if (!c) return null;
  return {
    ...c,
    ProductIds: asTexts(c.ProductIds, 'samples ProductIds'),
    TrackingListName: str(c.TrackingListName),
    MinimumBasketTotal: num(c.MinimumBasketTotal),
    MaximumNumberOfPurchasableProducts: num(c.MaximumNumberOfPurchasableProducts),
  };
}

/** A campaign page (details or supplier landing page): one is required; its page of products may be empty. */
function readCampaignPage<T>(model: unknown, what: string): T {
  const c = readCampaign<Json>(model, what);
  return { ...c, Page: readProductPage(c.Page, `${what} Page`) } as T;
}

/** A page of tiles: null is an empty page. Entries without an Id are dropped. */
function readSnapshotsPage(model: unknown): PaginatedSnapshots {
  const page = asObject(model, 'paginated products') ?? {};
  const products = readProducts(page.PageOfResults, 'PageOfResults');
  return {
    ...(page as Partial<PaginatedSnapshots>),
    TotalResults: num(page.TotalResults, products.length),
    Skip: num(page.Skip),
    PageSize: num(page.PageSize, products.length),
    TrackingListName: str(page.TrackingListName) || null,
    PageOfResults: products,
  };
}

/** SPEC section 7, Campaigns. Every answer is read by the shape rule of shape.ts. */
export const campaignsApi = {
  currentPage: () => apiGet('campaigns/currentpage', { searchParams: pageParams(), read: readCurrentPage }),
  supplierBrands: () =>
    apiGet('campaigns/supplier-brands', {
      searchParams: pageParams(),
      read: (m) => readCampaigns<LogoCampaign>(m, 'supplier brands'),
    }),
  productNews: () =>
    apiGet('campaigns/product-news', {
      searchParams: pageParams(),
      read: (m) => readCampaigns<ProductNewsCampaign>(m, 'product news'),
    }),
  productSamples: () => apiGet('campaigns/product-samples', { searchParams: pageParams(), read: readSamples }),
  /** A banner by id; null when the server has none. */
  banner: async (id: string) =>
    apiGet(`campaigns/banners/${pathSegment(id)}`, {
      searchParams: date(),
      read: (m) => (m === null || m === undefined ? null : readCampaign<Campaign>(m, 'banner')),
    }),
  /** A campaign's own page: `query` is the page's query (the page number under its key, ...), sent beside the date. */
  details: async (type: string, id: string, query: CampaignPageQuery = {}, signal?: AbortSignal) =>
    apiGet(`campaigns/${pathSegment(type)}/${pathSegment(id)}`, {
      searchParams: { ...query, ...date() },
      signal,
      read: (m) => readCampaignPage<CampaignDetails>(m, 'campaign'),
    }),
  supplierLandingPage: async (id: string, page = 1, signal?: AbortSignal) =>
    apiGet(`campaigns/supplier-landing-pages/${pathSegment(id)}`, {
      searchParams: { ...date(), page },
      signal,
      read: (m) => readCampaignPage<SupplierLandingPage>(m, 'landing page'),
    }),
  paginatedProducts: (endpoint: PaginatedEndpoint, q: PaginatedQuery, signal?: AbortSignal) =>
    apiGet('catalog/products/snapshots/paginated', {
      searchParams: { ...paginatedProductsParams(endpoint, q), ...date() },
      signal,
      read: readSnapshotsPage,
    }),
};
