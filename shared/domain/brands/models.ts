/**
 * The brands' entities (SPEC 3 Brand), declared once as schemas: the types are inferred, and brands-api.ts
 * and brand-list.ts read with them (issue #33).
 */
import * as v from 'valibot';
import { opt, text } from '../../lib/schema';
import { OptionalProductPage } from '../catalogue/models';

/** SPEC section 3 Brand; LogoImageUrl is filled from the brand logo list (see shared/domain/brands/brand-list.ts). */
export const Brand = v.object({
  /** A brand without Id or NavigationTitle is dropped from its list. */
  Id: v.string(),
  BrandId: text,
  SupplierId: text,
  NavigationTitle: v.string(),
  Url: text,
  SplashImageUrl: text,
  LogoImageUrl: opt(v.string()),
});
export type Brand = v.InferOutput<typeof Brand>;

/** A logo without a text Id and NormalUrl is dropped from its list. */
export const BrandLogo = v.object({ Id: v.string(), NormalUrl: v.string() });
export type BrandLogo = v.InferOutput<typeof BrandLogo>;

/** A brand's products (GET brands/{id}/products/search): an absent page is the empty first page. */
export const BrandProducts = v.object({ Page: OptionalProductPage });
export type BrandProducts = v.InferOutput<typeof BrandProducts>;

/**
 * The one brand the products search answers beside its Page (server contract; the brand page reads it
 * instead of GET brands, which SPEC 7 does not name): checked by the brand list's rules (brand-list.ts).
 */
export const BrandOfProducts = v.object({ Brand: v.optional(v.unknown()) });
