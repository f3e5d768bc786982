import { describe, expect, it } from 'vitest';
import { expectedDeliveryOf, orderIdFromAddress, quantityText } from '../../widgets/checkout-receipt/format';

describe('checkout receipt formatting', () => {
  it('shows QuantityOrdered, else Quantity (SPEC 3 Order lines), with the sales unit when known', () => {
    expect(
      quantityText({ ItemNumber: '1', ItemName: 'a', QuantityOrdered: 3, Quantity: 2, SalesUnitCode: 'KRT' }),
    ).toBe('3 KRT');
    expect(quantityText({ ItemNumber: '1', ItemName: 'a', Quantity: 2 })).toBe('2');
  });

  it("takes the web order's Delivery.ExpectedDate, else the order's delivery date", () => {
    const order = { Id: '1', OrderDate: '', Total: 0, TotalNumberOfProducts: 0, Lines: [] };
    expect(expectedDeliveryOf({ ...order, DeliveryDate: '2025-11-24', Delivery: { ExpectedDate: '2025-11-25' } })).toBe(
      '2025-11-25',
    );
    expect(expectedDeliveryOf({ ...order, DeliveryDate: '2025-11-24' })).toBe('2025-11-24');
  });

  it('reads the id from the named query parameter; blank counts as missing', () => {
    expect(orderIdFromAddress('?id=7104407&x=1', 'id')).toBe('7104407');
    expect(orderIdFromAddress('?order=%207104407%20', 'order')).toBe('7104407');
    expect(orderIdFromAddress('?id=', 'id')).toBe('');
    expect(orderIdFromAddress('', 'id')).toBe('');
  });
});
