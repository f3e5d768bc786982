// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paginatedProductsParams, type PaginatedEndpoint } from '../../../shared/api/campaigns-api';
import { campaignLink } from '../../../shared/domain/campaigns/campaign-link';
import { seededRandom, seedFrom, shuffled } from '../../../shared/lib/seeded-random';

describe('paginated products request (GET catalog/products/snapshots/paginated, SPEC 7 and 8)', () => {
  const q = { id: 'B-7', ids: ['1', '2'], trackingListName: 'list', pageSize: 6, skip: 0 };

  it('asks by ids, brand, supplier or samples only', () => {
    expect(paginatedProductsParams('ids', q)).toMatchObject({
      ids: ['1', '2'],
      trackingListName: 'list',
      pageSize: 6,
      skip: 0,
    });
    expect(paginatedProductsParams('brand', q)).toMatchObject({ brandId: 'B-7', pageSize: 6 });
    expect(paginatedProductsParams('supplier', q)).toMatchObject({ supplierId: 'B-7' });
    expect(paginatedProductsParams('samples', q)).toMatchObject({ limitToProductSamples: true });
    expect(paginatedProductsParams('brand', q)).not.toHaveProperty('ids');
    expect(paginatedProductsParams('samples', { pageSize: 6, skip: 0 }).ids).toBeUndefined(); // no campaign ids: every sample item
  });

  it("throws 'Invalid API endpoint' for an unknown endpoint kind", () => {
    expect(() => paginatedProductsParams('brands' as PaginatedEndpoint, q)).toThrow(new Error('Invalid API endpoint'));
  });
});

describe('campaign link (relative or http(s) only, through safeHref)', () => {
  const base = 'https://shop.example/page';
  it('keeps relative and http(s) links, rendered from the parsed URL, and their target', () => {
    expect(campaignLink({ Link: '/campaigns/1', Target: '_self' }, base)).toEqual({
      href: 'https://shop.example/campaigns/1',
      target: '_self',
    });
    expect(campaignLink({ Link: 'https://supplier.example/', Target: '_blank' }, base)).toEqual({
      href: 'https://supplier.example/',
      target: '_blank',
    });
  });
  it('refuses other schemes, empty links and odd targets', () => {
    expect(campaignLink({ Link: 'javascript:alert(1)', Target: '_self' }, base)).toBeNull();
    expect(campaignLink({ Link: ' ', Target: '_self' }, base)).toBeNull();
    expect(campaignLink({ Link: ' javascript:alert(1)', Target: '_self' }, base)).toBeNull();
    expect(campaignLink({ Link: '//evil.example/', Target: '_blank' }, base)).toBeNull();
    expect(campaignLink(undefined, base)).toBeNull();
    expect(campaignLink({ Link: '/x', Target: '_top' }, base)?.target).toBe('_self');
  });
});

describe('seeded random', () => {
  it('repeats for the same seed and shuffles without losing items', () => {
    const a = shuffled([1, 2, 3, 4, 5, 6], seededRandom(seedFrom('3001:3142')));
    const b = shuffled([1, 2, 3, 4, 5, 6], seededRandom(seedFrom('3001:3142')));
    expect(a).toEqual(b);
    expect([...a].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
