import { describe, expect, it } from 'vitest';
import { basketBatch, batchSalesUnit, skippedByReason } from '../../../../shared/domain/favorites/basket-batch';
import type { Product, SalesUnit } from '../../../../shared/domain/models';

const unit = (Code: string, Quantity: number, IsDefault: boolean): SalesUnit => ({
  Code,
  Quantity,
  IsDefault,
  ListPrice: 1,
  FormattedPrices: {},
  FormattedSalesUnitPrice: '',
  TextSingular: Code,
  TextPlural: Code,
});

function product(Id: string, over: Partial<Product> = {}): Product {
  return {
    Id,
    DisplayName: `Product ${Id}`,
    SalesUnits: { Values: [unit('STK', 1, false), unit('KRT', 6, true)] },
    IsStockManaged: false,
    ...over,
  } as Product;
}

describe('basket batch (issue #12: selected products into the basket as one batch)', () => {
  it('adds 1 of the default sales unit for each product not in the basket, in list order', () => {
    const products = new Map([
      ['2', product('2')],
      ['1', product('1')],
    ]);
    const batch = basketBatch(
      ['2', '1'],
      (id) => products.get(id),
      () => 0,
    );
    expect(batch.changes).toEqual([
      { ProductId: '2', Quantity: 1, SalesUnit: { Code: 'KRT', Quantity: 6 } },
      { ProductId: '1', Quantity: 1, SalesUnit: { Code: 'KRT', Quantity: 6 } },
    ]);
    expect(batch.added).toEqual(['2', '1']);
    expect(batch.skipped).toEqual([]);
  });

  it('leaves a product already in the basket at its quantity (never overwrites it)', () => {
    const batch = basketBatch(
      ['1', '2'],
      (id) => product(id),
      (id) => (id === '1' ? 5 : 0),
    );
    expect(batch.added).toEqual(['2']);
    expect(batch.skipped).toEqual([{ id: '1', reason: 'inBasket' }]);
  });

  it('leaves out unknown products, products without sales units, undeliverable and out-of-stock ones, each with its reason', () => {
    const products: Record<string, Product> = {
      noUnit: product('noUnit', { SalesUnits: { Values: [] } }),
      closed: product('closed', { Deliverability: { IsDeliverable: false, ExpectedDeliveryDate: '2026-11-27' } }),
      // Stock-managed, 5 pieces in stock and a carton of 6 is the default unit: not one whole unit (SPEC 5).
      short: product('short', { IsStockManaged: true, Stock: { InStockQuantity: 5 } }),
      noFigure: product('noFigure', { IsStockManaged: true, Stock: null }),
      enough: product('enough', { IsStockManaged: true, Stock: { InStockQuantity: 6 } }),
      unmanaged: product('unmanaged', { IsStockManaged: false, Stock: { InStockQuantity: 0 } }),
    };
    const batch = basketBatch(
      ['gone', 'noUnit', 'closed', 'short', 'noFigure', 'enough', 'unmanaged'],
      (id) => products[id],
      () => 0,
    );
    expect(batch.skipped).toEqual([
      { id: 'gone', reason: 'unavailable' },
      { id: 'noUnit', reason: 'unavailable' },
      { id: 'closed', reason: 'notDeliverable' },
      { id: 'short', reason: 'outOfStock' },
      { id: 'noFigure', reason: 'outOfStock' },
    ]);
    expect(batch.added).toEqual(['enough', 'unmanaged']);
  });

  it('counts an id given twice once', () => {
    expect(
      basketBatch(
        ['1', '1'],
        (id) => product(id),
        () => 0,
      ).changes,
    ).toHaveLength(1);
  });

  it('orders in the default sales unit, else the first one', () => {
    expect(batchSalesUnit(product('1'))?.Code).toBe('KRT');
    expect(batchSalesUnit(product('1', { SalesUnits: { Values: [unit('STK', 1, false)] } }))?.Code).toBe('STK');
  });
});

describe('skipped products by reason (the details screen lists them so)', () => {
  it('groups in a fixed order of reasons, each in list order, and leaves out reasons no product has', () => {
    const skipped = [
      { name: 'D', reason: 'outOfStock' },
      { name: 'A', reason: 'notDeliverable' },
      { name: 'C', reason: 'inBasket' },
      { name: 'B', reason: 'notDeliverable' },
    ] as const;
    expect(skippedByReason(skipped).map((g) => [g.reason, g.products.map((p) => p.name)])).toEqual([
      ['inBasket', ['C']],
      ['notDeliverable', ['A', 'B']],
      ['outOfStock', ['D']],
    ]);
    expect(skippedByReason([])).toEqual([]);
  });
});
