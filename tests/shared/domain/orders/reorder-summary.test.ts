import { describe, expect, it } from 'vitest';
import { readOutcome, reorderSummary } from '../../../../shared/domain/orders/reorder-summary';

const order = [
  { ItemNumber: '100081', ItemName: 'Skummetmælk', QuantityOrdered: 2 },
  { ItemNumber: '103741', ItemName: 'Andebryst', QuantityOrdered: 4 },
  { ItemNumber: '102108', ItemName: 'Smør i portioner', QuantityOrdered: 5 },
  { ItemNumber: '103406', ItemName: 'Kyllingebryst filet', QuantityOrdered: 6 },
  { ItemNumber: '999999', ItemName: 'Gammel vare', QuantityOrdered: 1 },
];
const said = (ProductId: string, Outcome: string, ReplacementProductName = '') => ({
  ProductId,
  Outcome,
  ReplacementProductName,
});
const inBasket = (ProductId: string, IsDeliverable = true, IsInStock = true) => ({
  ProductId,
  IsDeliverable,
  IsInStock,
});

describe('the reorder summary (issue #13: added, not deliverable on the basket’s date, out of stock, replaced)', () => {
  it("takes the server's word per line, in the order's order, with the replacement's name", () => {
    const summary = reorderSummary(order, {
      lines: [
        said('103406', 'Replaced', 'Hel kylling 1,4 kg'),
        said('100081', 'Added'),
        said('103741', 'NotDeliverable'),
        said('102108', 'OutOfStock'),
        said('999999', 'Unknown'),
      ],
      basketLines: [],
      invalidProductIds: [],
    });
    expect(summary.lines.map((l) => [l.itemNumber, l.outcome, l.replacementName])).toEqual([
      ['100081', 'added', ''],
      ['103741', 'notDeliverable', ''],
      ['102108', 'outOfStock', ''],
      ['103406', 'replaced', 'Hel kylling 1,4 kg'],
      ['999999', 'notAdded', ''],
    ]);
    expect(summary.lines[1]).toMatchObject({ name: 'Andebryst', quantity: 4 });
    // Added and replaced lines are in the basket; the other three are not.
    expect(summary.inBasket).toBe(2);
  });

  it('without a word from the server, reads the basket: not deliverable before out of stock; missing is not added', () => {
    const summary = reorderSummary(order, {
      lines: [],
      basketLines: [
        inBasket('100081'),
        inBasket('103741', false, false),
        inBasket('102108', true, false),
        inBasket('103406'),
      ],
      invalidProductIds: ['999999'],
    });
    expect(summary.lines.map((l) => l.outcome)).toEqual(['added', 'notDeliverable', 'outOfStock', 'added', 'notAdded']);
    expect(summary.inBasket).toBe(2);
  });

  it("a product twice in the order takes the server's answers in turn; a line the server skipped falls back to the basket", () => {
    const twice = [
      { ItemNumber: '1', ItemName: 'A', QuantityOrdered: 1 },
      { ItemNumber: '1', ItemName: 'A', QuantityOrdered: 50 },
      { ItemNumber: '2', ItemName: 'B', QuantityOrdered: 1 },
    ];
    const summary = reorderSummary(twice, {
      lines: [said('1', 'Added'), said('1', 'OutOfStock')],
      basketLines: [inBasket('2')],
      invalidProductIds: [],
    });
    expect(summary.lines.map((l) => l.outcome)).toEqual(['added', 'outOfStock', 'added']);
  });

  it('reads outcome words whatever their case or separators; an unknown word is "not added", never "added"', () => {
    expect(readOutcome('NotDeliverable')).toBe('notDeliverable');
    expect(readOutcome('not_deliverable')).toBe('notDeliverable');
    expect(readOutcome('OUT-OF-STOCK')).toBe('outOfStock');
    expect(readOutcome('replaced')).toBe('replaced');
    expect(readOutcome('Backordered')).toBe('notAdded');
    expect(readOutcome('')).toBe('notAdded');
    // A replacement name only belongs to a replaced line.
    const summary = reorderSummary([order[0]!], {
      lines: [said('100081', 'Added', 'Other')],
      basketLines: [],
      invalidProductIds: [],
    });
    expect(summary.lines[0]!.replacementName).toBe('');
  });
});
