import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/domain/orders/models';
import { dayOf, groupByDeliveryDate } from '../../../../shared/domain/orders/order-groups';

const order = (Id: string, DeliveryDate: string, more: Partial<Order> = {}): Order => ({
  Id,
  CustomerReference: '',
  DeliveryDate,
  OrderDate: '2026-03-01T08:00:00',
  OrderedByUser: '',
  OrderType: 'Standard',
  OurReferenceNumber: '',
  Source: 'Web',
  Status: 'Delivered',
  Total: 0,
  FormattedTotal: '',
  CurrencyCode: 'DKK',
  TotalNumberOfProducts: 0,
  Lines: [],
  ...more,
});

describe('orders grouped by delivery date (SPEC 2 order overview)', () => {
  it('groups by delivery day, newest day first, whatever order the answer had', () => {
    const groups = groupByDeliveryDate([
      order('1', '2026-03-02'),
      order('2', '2026-03-05'),
      order('3', '2026-03-02'),
      order('4', '2026-03-04T00:00:00'),
    ]);
    expect(groups.map((g) => [g.deliveryDate, g.orders.map((o) => o.Id)])).toEqual([
      ['2026-03-05', ['2']],
      ['2026-03-04', ['4']],
      ['2026-03-02', ['3', '1']],
    ]);
  });

  it('within a day: newest order first by default, or highest total, or the reference A to Z', () => {
    const orders = [
      order('1', '2026-03-02', { OrderDate: '2026-02-27T09:00:00', Total: 50, CustomerReference: 'b' }),
      order('2', '2026-03-02', { OrderDate: '2026-02-28T07:00:00', Total: 10, CustomerReference: 'C' }),
      order('3', '2026-03-02', { OrderDate: '2026-02-28T06:00:00', Total: 90, CustomerReference: 'a' }),
    ];
    const ids = (sortBy: '' | 'Total' | 'Reference') => groupByDeliveryDate(orders, sortBy)[0]!.orders.map((o) => o.Id);
    expect(ids('')).toEqual(['2', '3', '1']);
    expect(ids('Total')).toEqual(['3', '1', '2']);
    expect(ids('Reference')).toEqual(['3', '1', '2']);
  });

  it('puts orders without a readable delivery date last, and leaves the answer as it was', () => {
    const orders = [order('1', ''), order('2', '2026-03-02')];
    expect(groupByDeliveryDate(orders).map((g) => g.deliveryDate)).toEqual(['2026-03-02', '']);
    expect(orders.map((o) => o.Id)).toEqual(['1', '2']);
    expect(groupByDeliveryDate([])).toEqual([]);
  });

  it('reads the day of a date or a date-time', () => {
    expect(dayOf('2026-03-02')).toBe('2026-03-02');
    expect(dayOf('2026-03-02T23:59:00')).toBe('2026-03-02');
    expect(dayOf('02.03.2026')).toBe('');
  });
});
