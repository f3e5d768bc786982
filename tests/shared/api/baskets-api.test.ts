import { describe, expect, it } from 'vitest';
import { readAlternative, readCustomerBaskets } from '../../../shared/api/baskets-api';

describe('reading the baskets answers by their declarations (shared/domain/basket/models.ts)', () => {
  it('by customer: null is none, a non-list is an error; baskets without an Id are dropped, a number Id is text', () => {
    expect(readCustomerBaskets(null)).toEqual([]);
    expect(() => readCustomerBaskets({})).toThrow(/wrong shape/);
    const [group] = readCustomerBaskets([
      {
        CustomerId: 512034,
        CustomerName: 'Kantine',
        Baskets: [{ Id: 'B-1', NumberOfLines: 'x' }, { Id: 7 }, { Name: 'n' }, 3],
      },
    ]);
    expect(group!.CustomerId).toBe('512034');
    expect(group!.Baskets.map((b) => [b.Id, b.NumberOfLines, b.IsDefault, b.ExpectedDate])).toEqual([
      ['B-1', 0, false, ''],
      ['7', 0, false, ''],
    ]);
  });

  it('alternative: the Basket, or the bare summary; null, or a Basket that is not one with an Id, is none', () => {
    expect(readAlternative(null)).toBeNull();
    expect(readAlternative({ ProductId: 'x', QuickSaleId: null, Basket: null })).toBeNull();
    expect(readAlternative({ Basket: { Id: '' } })).toBeNull();
    expect(readAlternative({ Basket: [] })).toBeNull();
    expect(() => readAlternative([])).toThrow(/wrong shape/);
    expect(
      readAlternative({ Basket: { Id: 'B-2', Name: 'Fredag', Delivery: { ExpectedDate: '2026-01-16' } } }),
    ).toEqual({ Id: 'B-2', Name: 'Fredag', ExpectedDate: '2026-01-16' });
    expect(readAlternative({ Id: 'B-3', ExpectedDate: '2026-01-17', Delivery: { ExpectedDate: 'x' } })).toEqual({
      Id: 'B-3',
      Name: '',
      ExpectedDate: '2026-01-17',
    });
  });
});
