// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignsApi } from '../../../../shared/api/campaigns-api';
import { catalogApi } from '../../../../shared/api/catalog-api';
import { isPathSegment, pathSegment } from '../../../../shared/api/http/path-segment';
import { sustainabilityApi } from '../../../../shared/api/sustainability-api';

describe('ids in API paths (issue #10, 7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('encodes an id as one path segment', () => {
    expect(pathSegment('3142')).toBe('3142');
    expect(pathSegment('LP 400&x')).toBe('LP%20400%26x');
    expect(pathSegment('%2e%2e')).toBe('%252e%252e'); // an encoded dot segment stays text
    expect(pathSegment('a.b')).toBe('a.b');
  });

  it.each(['..', '.', '', 'a/b', '../basket', 'a\\b', 'a?b', 'a#b'])('refuses the id %j with a clear error', (id) => {
    expect(() => pathSegment(id)).toThrow(`[wsh] refused the id "${id}" in an API path`);
    expect(isPathSegment(id)).toBe(false);
  });

  it('isPathSegment says beforehand what pathSegment takes (a widget says a bad id in place)', () => {
    expect(isPathSegment('EKG-20')).toBe(true);
    expect(isPathSegment('a b..c')).toBe(true);
  });

  it('rejects the call, and sends nothing, for an id of ".." from props or the address', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await expect(campaignsApi.details('productpromotions', '..')).rejects.toThrow('refused the id ".."');
    await expect(campaignsApi.details('..', '3142')).rejects.toThrow('refused the id ".."');
    await expect(campaignsApi.supplierLandingPage('.')).rejects.toThrow('refused the id "."');
    await expect(catalogApi.product('../checkout/basket')).rejects.toThrow('refused the id');
    await expect(sustainabilityApi.keyFigures('basket', '')).rejects.toThrow('refused the id ""');
    expect(fetch).not.toHaveBeenCalled();
  });
});
