import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isEmptyUpdate,
  lineKey,
  mergeUpdates,
  splitUpdate,
  type BasketUpdate,
} from '../../../../shared/domain/basket/basket-update';

describe('lineKey', () => {
  it('is the product Id plus the chosen quick-sale Id, or the LineId', () => {
    expect(lineKey({ ProductId: '100200' })).toBe('product:100200|');
    expect(lineKey({ ProductId: '100200', QuickSaleId: 'QS1' })).toBe('product:100200|QS1');
    expect(lineKey({ ProductId: '100200', QuickSaleId: 'QS1', LineId: 'L9' })).toBe('line:L9');
  });
});

describe('mergeUpdates', () => {
  it('lets the last Delivery, References, Message and SeparateInvoice win', () => {
    const merged = mergeUpdates([
      {
        Delivery: { ExpectedDate: '2026-11-24' },
        Message: 'first',
        References: { OrderReference: 'A' },
        SeparateInvoice: true,
      },
      { Message: 'second' },
      { Delivery: { ExpectedDate: '2026-11-25' }, SeparateInvoice: false },
    ]);
    expect(merged).toEqual({
      Delivery: { ExpectedDate: '2026-11-25' },
      Message: 'second',
      References: { OrderReference: 'A' },
      SeparateInvoice: false,
    });
  });

  it('combines product changes; for the same line the later absolute quantity wins', () => {
    const merged = mergeUpdates([
      {
        Products: [
          { ProductId: '1', Quantity: 2 },
          { ProductId: '2', Quantity: 1 },
        ],
      },
      {
        Products: [
          { ProductId: '1', Quantity: 5 },
          { ProductId: '1', Quantity: 3, QuickSaleId: 'Q' },
        ],
      },
      { Products: [{ ProductId: '2', Quantity: 0 }] },
    ]);
    // A line's latest change moves to the end: the server applies the batch in order.
    expect(merged.Products).toEqual([
      { ProductId: '1', Quantity: 5 },
      { ProductId: '1', Quantity: 3, QuickSaleId: 'Q' },
      { ProductId: '2', Quantity: 0 },
    ]);
  });

  it('LineId-keyed and product-keyed changes of one line in one batch: the latest wins, whichever name it used', () => {
    const byLine = (Quantity: number) => ({ LineId: 'L1', ProductId: '1', Quantity });
    const byProduct = (Quantity: number) => ({ ProductId: '1', Quantity });
    expect(mergeUpdates([{ Products: [byLine(3)] }, { Products: [byProduct(7)] }]).Products).toEqual([byProduct(7)]);
    expect(mergeUpdates([{ Products: [byProduct(7)] }, { Products: [byLine(3)] }]).Products).toEqual([byLine(3)]);
    expect(
      mergeUpdates([{ Products: [byLine(3)] }, { Products: [byProduct(7)] }, { Products: [byLine(2)] }]).Products,
    ).toEqual([byLine(2)]);
    // Another quick sale of the same product is another line.
    expect(
      mergeUpdates([{ Products: [byLine(3)] }, { Products: [{ ProductId: '1', QuickSaleId: 'Q', Quantity: 1 }] }])
        .Products,
    ).toHaveLength(2);
  });

  it('splits a refused batch into its lines and the rest, each keeping the validation request', () => {
    expect(
      splitUpdate({
        Message: 'm',
        triggerValidation: true,
        Products: [
          { ProductId: '1', Quantity: 1 },
          { ProductId: '2', Quantity: 2 },
        ],
      }),
    ).toEqual([
      { Message: 'm', triggerValidation: true },
      { Products: [{ ProductId: '1', Quantity: 1 }], triggerValidation: true },
      { Products: [{ ProductId: '2', Quantity: 2 }], triggerValidation: true },
    ]);
    expect(splitUpdate({ Products: [{ ProductId: '1', Quantity: 1 }] })).toEqual([
      { Products: [{ ProductId: '1', Quantity: 1 }] },
    ]);
  });

  it('asks for validation if any update asked for it', () => {
    expect(mergeUpdates([{ triggerValidation: true }, { Message: 'x' }]).triggerValidation).toBe(true);
    expect(mergeUpdates([{ Message: 'x' }]).triggerValidation).toBeUndefined();
  });

  it('knows an empty update', () => {
    expect(isEmptyUpdate(mergeUpdates([]))).toBe(true);
    expect(isEmptyUpdate({ Products: [] })).toBe(true);
    expect(isEmptyUpdate({ Message: '' })).toBe(false);
  });

  // A model of the server: a basket is its fields plus a quantity per line key.
  type Model = { fields: Record<string, unknown>; lines: Map<string, number> };
  const apply = (m: Model, u: BasketUpdate): Model => {
    const fields = { ...m.fields };
    for (const k of ['Delivery', 'References', 'Message', 'SeparateInvoice'] as const)
      if (u[k] !== undefined) fields[k] = u[k];
    const lines = new Map(m.lines);
    for (const p of u.Products ?? []) {
      if (p.Quantity === 0) lines.delete(lineKey(p));
      else lines.set(lineKey(p), p.Quantity);
    }
    return { fields, lines };
  };
  const change = fc.record(
    {
      ProductId: fc.constantFrom('1', '2', '3', '4'),
      Quantity: fc.integer({ min: 0, max: 50 }),
      QuickSaleId: fc.constantFrom(undefined, 'Q1'),
    },
    { requiredKeys: ['ProductId', 'Quantity'] },
  );
  const update: fc.Arbitrary<BasketUpdate> = fc.record(
    {
      Delivery: fc.constantFrom('2026-11-24', '2026-11-25').map((ExpectedDate) => ({ ExpectedDate })),
      References: fc.string({ maxLength: 5 }).map((OrderReference) => ({ OrderReference })),
      Message: fc.string({ maxLength: 5 }),
      SeparateInvoice: fc.boolean(),
      Products: fc.array(change, { maxLength: 6 }),
      triggerValidation: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it('property: one merged batch leaves the basket as applying the updates one by one would', () => {
    fc.assert(
      fc.property(fc.array(update, { maxLength: 12 }), (updates) => {
        const start: Model = { fields: {}, lines: new Map([['product:1|', 7]]) };
        const oneByOne = updates.reduce(apply, start);
        const batched = apply(start, mergeUpdates(updates));
        expect(batched.fields).toEqual(oneByOne.fields);
        expect([...batched.lines].sort()).toEqual([...oneByOne.lines].sort());
        expect(!!mergeUpdates(updates).triggerValidation).toBe(updates.some((u) => u.triggerValidation));
      }),
      { numRuns: 500 },
    );
  });

  it('property: merging is associative over consecutive batches', () => {
    fc.assert(
      fc.property(fc.array(update, { maxLength: 8 }), fc.array(update, { maxLength: 8 }), (a, b) => {
        const start: Model = { fields: {}, lines: new Map() };
        const twoBatches = apply(apply(start, mergeUpdates(a)), mergeUpdates(b));
        const oneBatch = apply(start, mergeUpdates([...a, ...b]));
        expect(oneBatch).toEqual(twoBatches);
      }),
    );
  });
});
