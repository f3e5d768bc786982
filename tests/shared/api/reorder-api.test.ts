import { describe, expect, it } from 'vitest';
import { importProducts, readReorderAnswer } from '../../../shared/api/reorder-api';

const basket = { Id: 'B-1', Delivery: { ExpectedDate: '2026-01-14', PreSaleIndicator: false }, LineItems: [] };

describe('reading a reorder answer (POST checkout/basket/copy and import)', () => {
  it('reads { Basket, InvalidProducts, Lines }, ids sent as numbers included', () => {
    const answer = readReorderAnswer({
      Basket: basket,
      ExpectedDate: '2026-01-14',
      InvalidProducts: [{ ProductId: 999999 }],
      Lines: [{ ProductId: 103406, Outcome: 'Replaced', ReplacementProductName: 'Hel kylling' }, 'junk'],
    });
    expect(answer.basket.Id).toBe('B-1');
    expect(answer.lines).toEqual([{ ProductId: '103406', Outcome: 'Replaced', ReplacementProductName: 'Hel kylling' }]);
    expect(answer.invalidProductIds).toEqual(['999999']);
  });

  it('reads a bare basket as that basket with nothing said per line', () => {
    expect(readReorderAnswer(basket)).toMatchObject({ basket: { Id: 'B-1' }, lines: [], invalidProductIds: [] });
  });

  it('refuses an answer without a basket (shape rule: the basket is required)', () => {
    expect(() => readReorderAnswer({ Lines: [] })).toThrow(/wrong shape/);
    expect(() => readReorderAnswer(null)).toThrow(/wrong shape/);
  });

  it('sends base units where the order line has them, else the quantity ordered', () => {
    expect(
      importProducts([
        { ItemNumber: '100081', ItemName: 'Mælk', QuantityOrdered: 2, BaseUnitQuantity: 12 },
        { ItemNumber: '100082', ItemName: 'Fløde', QuantityOrdered: 3, BaseUnitQuantity: 0 },
      ]),
    ).toEqual([
      { ProductId: '100081', BaseUnitQuantity: 12, FallbackProductName: 'Mælk' },
      { ProductId: '100082', BaseUnitQuantity: 3, FallbackProductName: 'Fløde' },
    ]);
  });
});
