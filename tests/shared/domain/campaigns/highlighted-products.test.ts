import { describe, expect, it } from 'vitest';
import { highlightedSource, highlightedTypeKey } from '../../../../shared/domain/campaigns/highlighted-products';

describe('highlighted products (SPEC section 3)', () => {
  it('maps Type Sponsored 0, New 1, Recommended 2 to its badge; an unknown type has none', () => {
    expect([0, 1, 2].map(highlightedTypeKey)).toEqual(['sponsored', 'new', 'recommended']);
    expect(highlightedTypeKey(3)).toBeNull();
    expect(highlightedTypeKey(-1)).toBeNull();
    expect(highlightedTypeKey(undefined)).toBeNull();
  });

  it("takes the campaign's ProductIds through the 'ids' endpoint", () => {
    expect(
      highlightedSource({
        ProductIds: ['1', '2'],
        BrandId: 'B1',
        SupplierNumber: 'S1',
        UseSupplierBrandProducts: false,
      }),
    ).toEqual({ endpoint: 'ids', ids: ['1', '2'] });
  });

  it("with UseSupplierBrandProducts takes the brand's products by BrandId, else the supplier's by SupplierNumber", () => {
    expect(
      highlightedSource({ ProductIds: ['1'], BrandId: 'B1', SupplierNumber: 'S1', UseSupplierBrandProducts: true }),
    ).toEqual({ endpoint: 'brand', id: 'B1' });
    expect(
      highlightedSource({ ProductIds: ['1'], BrandId: ' ', SupplierNumber: 'S1', UseSupplierBrandProducts: true }),
    ).toEqual({ endpoint: 'supplier', id: 'S1' });
  });

  it('falls back to the ProductIds when supplier-brand products are asked for but neither id is given', () => {
    expect(
      highlightedSource({ ProductIds: ['7'], BrandId: '', SupplierNumber: '', UseSupplierBrandProducts: true }),
    ).toEqual({ endpoint: 'ids', ids: ['7'] });
  });
});
