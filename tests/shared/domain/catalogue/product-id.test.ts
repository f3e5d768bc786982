import { describe, expect, it } from 'vitest';
import { resolveProductId } from '../../../../shared/domain/catalogue/product-id';

describe('product id of a product widget', () => {
  it('comes from the prop by default', () => {
    expect(resolveProductId('prop', '100081', '?id=999')).toBe('100081');
    expect(resolveProductId('prop', undefined, '?id=999')).toBeNull();
    expect(resolveProductId('prop', '  ', '')).toBeNull();
  });

  it('comes from the address parameter id with "query"', () => {
    expect(resolveProductId('query', '100081', '?lang=da&id=102627')).toBe('102627');
    expect(resolveProductId('query', '100081', '?lang=da')).toBeNull();
    expect(resolveProductId('query', undefined, '?id=')).toBeNull();
  });
});
