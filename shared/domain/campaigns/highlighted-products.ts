/** SPEC section 3, Highlighted products campaign: Type is Sponsored 0, New 1, Recommended 2. */
export const HIGHLIGHTED_TYPES = ['sponsored', 'new', 'recommended'] as const;
export type HighlightedTypeKey = (typeof HIGHLIGHTED_TYPES)[number];

/** The badge (a text key) for a campaign Type; null for a type this bundle does not know, so no badge shows. */
export function highlightedTypeKey(type: number | undefined): HighlightedTypeKey | null {
  return (type !== undefined && HIGHLIGHTED_TYPES[type]) || null;
}

export interface HighlightedSource {
  /** One of the paginated-products endpoint kinds (shared/api/campaigns-api.ts). */
  endpoint: 'ids' | 'brand' | 'supplier';
  /** The brand or supplier id for 'brand' and 'supplier'. */
  id?: string;
  /** The campaign's products for 'ids'. */
  ids?: readonly string[];
}

/**
 * Where a highlighted campaign's products come from: its ProductIds, or with UseSupplierBrandProducts
 * the owner's products, by BrandId when it has one, else by SupplierNumber. A campaign that asks for
 * supplier-brand products but names neither falls back to its ProductIds rather than showing nothing.
 */
export function highlightedSource(c: {
  ProductIds?: readonly string[];
  UseSupplierBrandProducts?: boolean;
  BrandId?: string;
  SupplierNumber?: string;
}): HighlightedSource {
  if (c.UseSupplierBrandProducts) {
    const brandId = c.BrandId?.trim();
    if (brandId) return { endpoint: 'brand', id: brandId };
    const supplier = c.SupplierNumber?.trim();
    if (supplier) return { endpoint: 'supplier', id: supplier };
  }
  return { endpoint: 'ids', ids: c.ProductIds ?? [] };
}
