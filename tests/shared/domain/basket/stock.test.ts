import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../shared/domain/models';
import {
  isOutOfStock,
  maxEnterableQuantity,
  maxWholeUnitsInStock,
  stockFor,
  stockRuleApplies,
} from '../../../../shared/domain/basket/stock';

const product = (over: Partial<Product> = {}): Product => ({
  Id: '102061',
  DisplayName: 'Smørbar 250 g',
  SalesUnits: { Values: [] },
  Stock: { InStockQuantity: 25 },
  IsStockManaged: true,
  QuickSales: { Values: [{ Id: 'QS1', Type: 0, InStockQuantity: 16 }] },
  ...over,
});

describe('SPEC 5 stock rule: out of stock when the quantity exceeds in-stock quantity / sales unit quantity, or there is no stock figure', () => {
  const line = { inStockQuantity: 25, salesUnitQuantity: 6, appliesStockRule: true };

  it('25 in stock in cartons of 6: 4 whole cartons; 4 is in stock, 5 is out of stock', () => {
    expect(maxWholeUnitsInStock(25, 6)).toBe(4);
    expect(isOutOfStock({ ...line, quantity: 4 })).toBe(false);
    expect(isOutOfStock({ ...line, quantity: 5 })).toBe(true);
  });

  it('exactly the stock in single pieces is still in stock (exceeds, not reaches)', () => {
    expect(isOutOfStock({ quantity: 5, inStockQuantity: 5, salesUnitQuantity: 1, appliesStockRule: true })).toBe(false);
    expect(isOutOfStock({ quantity: 6, inStockQuantity: 5, salesUnitQuantity: 1, appliesStockRule: true })).toBe(true);
  });

  it('no stock figure (null or absent) is out of stock, and allows 0 whole units', () => {
    expect(isOutOfStock({ ...line, quantity: 1, inStockQuantity: null })).toBe(true);
    expect(isOutOfStock({ ...line, quantity: 1, inStockQuantity: undefined })).toBe(true);
    expect(maxWholeUnitsInStock(null, 6)).toBe(0);
    expect(maxWholeUnitsInStock(undefined, 6)).toBe(0);
  });

  it('less stock than one sales unit allows 0 units (5 pieces, cartons of 20)', () => {
    expect(maxWholeUnitsInStock(5, 20)).toBe(0);
  });

  it('a missing or zero unit quantity counts as 1, never as unlimited stock', () => {
    expect(maxWholeUnitsInStock(5, 0)).toBe(5);
    expect(isOutOfStock({ quantity: 6, inStockQuantity: 5, salesUnitQuantity: 0, appliesStockRule: true })).toBe(true);
  });

  it('does not apply when the rule does not apply to the line', () => {
    expect(isOutOfStock({ ...line, quantity: 999, appliesStockRule: false })).toBe(false);
    expect(isOutOfStock({ ...line, quantity: 1, inStockQuantity: null, appliesStockRule: false })).toBe(false);
  });
});

describe('which lines the stock rule applies to: quick sales and stock-managed products', () => {
  it('applies to a stock-managed product and to any quick-sale line', () => {
    expect(stockRuleApplies(product())).toBe(true);
    expect(stockRuleApplies(product({ IsStockManaged: false }), 'QS1')).toBe(true);
  });

  it('a product that is not stock-managed, without a quick sale: the rule does not apply', () => {
    expect(stockRuleApplies(product({ IsStockManaged: false }))).toBe(false);
    expect(stockRuleApplies(product({ IsStockManaged: false }), null)).toBe(false);
    expect(maxEnterableQuantity(product({ IsStockManaged: false }), { Quantity: 6 })).toBeNull();
  });

  it("takes the quick sale's stock for a quick-sale line, else the product's", () => {
    expect(stockFor(product())).toBe(25);
    expect(stockFor(product(), 'QS1')).toBe(16);
    expect(stockFor(product(), 'QS-unknown')).toBeUndefined();
    expect(stockFor(product({ Stock: null }))).toBeUndefined();
  });

  it('the most enterable units: 16 quick-sale pieces in cartons of 12 is 1; product stock 25 in cartons of 6 is 4', () => {
    expect(maxEnterableQuantity(product(), { Quantity: 12 }, 'QS1')).toBe(1);
    expect(maxEnterableQuantity(product(), { Quantity: 6 })).toBe(4);
    expect(maxEnterableQuantity(product({ Stock: null }), { Quantity: 6 })).toBe(0);
  });
});
