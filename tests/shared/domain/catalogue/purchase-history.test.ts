import { describe, expect, it } from 'vitest';
import type { PurchaseHistory } from '../../../../shared/domain/catalogue/models';
import {
  PURCHASES_REQUESTED,
  PURCHASES_SHOWN,
  purchasesToShow,
  summarise,
  type Purchase,
} from '../../../../shared/domain/catalogue/purchase-history';

/** n purchases, newest first: order dates 2025-11-30, -29, ... */
function purchases(n: number): Purchase[] {
  return Array.from({ length: n }, (_, i) => ({
    OrderId: `O${i + 1}`,
    OrderDate: `2025-11-${String(30 - i).padStart(2, '0')}T08:00:00`,
    DeliveryDate: `2025-12-${String(i + 1).padStart(2, '0')}`,
    Quantity: i + 1,
    SalesUnitCode: 'KRT',
  }));
}
const history = (list: Purchase[], total = list.length): PurchaseHistory => ({
  ProductId: '1',
  TotalPurchases: total,
  Purchases: list,
});

describe('purchase history per product (SPEC 7: first 10 shown; 11 means all shown; SPEC 9: 10 shown)', () => {
  it('shows 10 and asks for 11', () => {
    expect(PURCHASES_SHOWN).toBe(10);
    expect(PURCHASES_REQUESTED).toBe(11);
  });

  it('shows all of 10 or fewer, with nothing more to show', () => {
    expect(purchasesToShow(purchases(10), false)).toEqual({ shown: purchases(10), hasMore: false });
    expect(purchasesToShow(purchases(3), false)).toEqual({ shown: purchases(3), hasMore: false });
    expect(purchasesToShow([], false)).toEqual({ shown: [], hasMore: false });
  });

  it('shows the first 10 of an answer of 11 and offers the rest: an 11th means there are more', () => {
    const list = purchasesToShow(purchases(11), false);
    expect(list.shown).toEqual(purchases(10));
    expect(list.hasMore).toBe(true);
  });

  it('shows every purchase once all are loaded ("Show all")', () => {
    expect(purchasesToShow(purchases(14), true)).toEqual({ shown: purchases(14), hasMore: false });
  });

  it('shows the newest first whatever order the server sent', () => {
    const reversed = [...purchases(12)].reverse();
    expect(purchasesToShow(reversed, false).shown.map((p) => p.OrderId)).toEqual(purchases(10).map((p) => p.OrderId));
  });

  it('summarises: empty, or the number of purchases and the latest', () => {
    expect(summarise(history([]), false)).toEqual({ kind: 'empty' });
    expect(summarise(history([...purchases(3)].reverse()), false)).toEqual({
      kind: 'summary',
      count: 3,
      latest: purchases(3)[0],
    });
    // The server's total counts every purchase, also those beyond the 11 sent.
    expect(summarise(history(purchases(11), 14), false)).toMatchObject({ count: 14 });
  });

  it('says "more than 10" when the server sends no total and the answer was cut at 11', () => {
    const noTotal = { Purchases: purchases(11) };
    expect(summarise(noTotal, false)).toMatchObject({ count: null });
    expect(summarise(noTotal, true)).toMatchObject({ count: 11 });
    expect(summarise({ ...noTotal, Purchases: purchases(10) }, false)).toMatchObject({ count: 10 });
  });
});
