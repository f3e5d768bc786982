import * as v from 'valibot';
import { list } from '../../lib/schema';
import { Brand, type BrandLogo } from './models';

const brands = list(Brand);

/**
 * SPEC section 3: a brand list may arrive as a JSON string or an array. Anything else, or entries
 * without Id and NavigationTitle, are dropped rather than breaking the page.
 */
export function parseBrandList(raw: unknown): Brand[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  const read = v.safeParse(brands, value);
  return read.success ? read.output : [];
}

/** The key a brand's logo is filed under: its BrandId if non-empty, else its SupplierId (SPEC section 3). */
export const logoKey = (brand: Pick<Brand, 'BrandId' | 'SupplierId'>): string =>
  brand.BrandId ? brand.BrandId : brand.SupplierId;

/** Gives every brand its logo: the matching logo's NormalUrl becomes LogoImageUrl. */
export function attachLogos(brands: readonly Brand[], logos: readonly BrandLogo[]): Brand[] {
  const byId = new Map(logos.map((l) => [l.Id, l.NormalUrl]));
  return brands.map((b) => {
    const url = byId.get(logoKey(b));
    return url ? { ...b, LogoImageUrl: url } : b;
  });
}
