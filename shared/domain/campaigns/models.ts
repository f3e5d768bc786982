/**
 * The campaigns' entities (SPEC 3 Campaign groups and the campaign kinds), declared once as schemas: the
 * types are inferred, and campaigns-api.ts reads every campaign answer with them (issue #33). A campaign
 * without an Id is dropped from its list; every part the islands read is of its kind (a part of another
 * kind reads as empty).
 */
import * as v from 'valibot';
import { figure, flag, id, list, opt, part, text } from '../../lib/schema';
import { OptionalProductPage } from '../catalogue/models';
import { Product } from '../models';

const campaignEntries = {
  Id: id,
  Title: text,
  /** Absent: a low weight (2^(11 - 10)), so a broken entry is rarely picked (SPEC 4). */
  Priority: v.fallback(v.pipe(v.number(), v.finite()), 10),
  DisplaySetting: part({ DisplayMode: text }),
  Content: part({ Url: text }),
  Url: part({ Link: text, Target: text }),
  Owner: opt(v.object({ Name: text })),
  TrackingNameInternalTimeSpan: opt(v.string()),
  Text: opt(v.string()),
};

/** SPEC section 3 Campaign: the fields the campaign islands read; the server may send more. */
export const Campaign = v.object(campaignEntries);
export type Campaign = v.InferOutput<typeof Campaign>;

const promotionEntries = {
  ...campaignEntries,
  ProductIds: list(v.string()),
  TrackingListName: text,
  RandomizeProducts: flag,
  ViewAllProductsButton: flag,
};

/** SPEC section 3 Product promotion campaign. */
export const ProductPromotion = v.object(promotionEntries);
export type ProductPromotion = v.InferOutput<typeof ProductPromotion>;

/** SPEC section 3 Highlighted products campaign: Type Sponsored 0, New 1, Recommended 2. */
const highlightEntries = {
  Type: figure,
  BrandId: opt(v.string()),
  SupplierNumber: opt(v.string()),
  UseSupplierBrandProducts: opt(v.boolean()),
};
export const HighlightedProductsCampaign = v.object({
  ...campaignEntries,
  ...highlightEntries,
  ProductIds: list(v.string()),
  TrackingListName: opt(v.string()),
});
export type HighlightedProductsCampaign = v.InferOutput<typeof HighlightedProductsCampaign>;

/** SPEC section 3 Campaign groups of the current page: each group may be absent (none). */
export const CurrentPageCampaigns = v.object({
  Banners: list(Campaign),
  ProductPromotions: list(ProductPromotion),
  PromotionTiles: list(Campaign),
  HighlightedProducts: list(HighlightedProductsCampaign),
});
export type CurrentPageCampaigns = v.InferOutput<typeof CurrentPageCampaigns>;
export type CampaignGroup = keyof CurrentPageCampaigns;

/**
 * One campaign the server chose (for a placeholder, or the page's single campaign; server contract):
 * any group's campaign, so the fields of every kind are read; null is none.
 */
export const ChosenCampaign = v.object({ ...promotionEntries, ...highlightEntries });
export type ChosenCampaign = v.InferOutput<typeof ChosenCampaign>;

/**
 * SPEC section 3 Brand logo campaign (GET campaigns/supplier-brands): a supplier's or brand's logo
 * linking to its page; BrandId is empty for a supplier selling a single brand.
 */
const logoEntries = {
  Id: id,
  Priority: v.fallback(v.pipe(v.number(), v.finite()), 10),
  BrandId: text,
  SupplierId: text,
  Title: text,
  LogoUrl: text,
  Url: part({ Link: text, Target: text }),
  Owner: opt(v.object({ Name: text })),
};
export const LogoCampaign = v.object(logoEntries);
export type LogoCampaign = v.InferOutput<typeof LogoCampaign>;

/** A product-news item (GET campaigns/product-news): a logo campaign with the news' products. */
export const ProductNewsCampaign = v.object({
  ...logoEntries,
  ProductIds: opt(list(v.string())),
  /** Tracking name of the campaign, sent as the tile list's trackingListName. */
  TrackingNameInternalTimeSpan: opt(v.string()),
});
export type ProductNewsCampaign = v.InferOutput<typeof ProductNewsCampaign>;

/** SPEC section 3 Product samples campaign (GET campaigns/product-samples); missing limits read as 0 (none). */
export const ProductSamplesCampaign = v.object({
  Id: opt(v.string()),
  Title: opt(v.string()),
  ProductIds: list(v.string()),
  TrackingListName: text,
  MinimumBasketTotal: figure,
  MaximumNumberOfPurchasableProducts: figure,
});
export type ProductSamplesCampaign = v.InferOutput<typeof ProductSamplesCampaign>;

/**
 * GET campaigns/{type}/{id}: the campaign with one page of its products. One is required, but its Id may be
 * left out (the page asked for it by id); an absent page is the empty first page.
 */
export const CampaignDetails = v.object({ ...campaignEntries, Id: text, Page: OptionalProductPage });
export type CampaignDetails = v.InferOutput<typeof CampaignDetails>;

/** GET campaigns/supplier-landing-pages/{id}: a supplier's page (splash image in Content.Url, its logo) with one page of products. */
export const SupplierLandingPage = v.object({
  Id: text,
  Title: text,
  Text: opt(v.string()),
  Content: part({ Url: text }),
  LogoUrl: opt(v.string()),
  Owner: opt(v.object({ Name: text })),
  Page: OptionalProductPage,
});
export type SupplierLandingPage = v.InferOutput<typeof SupplierLandingPage>;

/** GET catalog/products/snapshots/paginated: a page of tiles with the total (null: an empty page). */
export const PaginatedSnapshots = v.pipe(
  v.object({
    TotalResults: opt(v.pipe(v.number(), v.finite())),
    Skip: figure,
    PageSize: opt(v.pipe(v.number(), v.finite())),
    TrackingListName: text,
    PageOfResults: list(Product),
  }),
  v.transform((page) => ({
    ...page,
    TotalResults: page.TotalResults ?? page.PageOfResults.length,
    PageSize: page.PageSize ?? page.PageOfResults.length,
    TrackingListName: page.TrackingListName || null,
  })),
);
export type PaginatedSnapshots = v.InferOutput<typeof PaginatedSnapshots>;
