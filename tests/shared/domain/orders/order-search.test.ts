import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_OVERVIEW_DAYS,
  MAX_ORDER_DAYS,
  normalizeOrderSearch,
  orderListKey,
  orderListRequest,
  orderSearchQuery,
  parseNumberOfDays,
  requestedDays,
} from '../../../../shared/domain/orders/order-search';

describe('order search (SPEC 2 search path, SPEC 9 default window)', () => {
  it('the order overview window defaults to 14 days (SPEC 9)', () => {
    expect(DEFAULT_ORDER_OVERVIEW_DAYS).toBe(14);
    expect(requestedDays('orders', normalizeOrderSearch({}))).toBe(14);
    expect(orderListRequest('orders', normalizeOrderSearch({ text: 'mælk' }))).toEqual({
      source: 'orders',
      searchText: 'mælk',
      numberOfDays: 14,
    });
  });

  it('a number of days in the address replaces the default; the legacy history has no default window', () => {
    expect(requestedDays('orders', normalizeOrderSearch({ numberOfDays: '30' }))).toBe(30);
    expect(requestedDays('legacy', normalizeOrderSearch({}))).toBeNull();
    expect(requestedDays('legacy', normalizeOrderSearch({ numberOfDays: '90' }))).toBe(90);
  });

  it('reads a number of days as a whole number from 1 to 365, else none', () => {
    expect(parseNumberOfDays(' 7 ')).toBe(7);
    expect(parseNumberOfDays('007')).toBe(7);
    expect(parseNumberOfDays('1')).toBe(1);
    expect(parseNumberOfDays(String(MAX_ORDER_DAYS))).toBe(365);
    for (const wrong of ['', '0', '366', '-3', '2.5', '1e2', 'ten', '14 days'])
      expect(parseNumberOfDays(wrong), wrong).toBeNull();
  });

  it('normalises the address: text trimmed with single spaces, unreadable days and unknown sorts are the default', () => {
    expect(normalizeOrderSearch({ text: '  hakket   oksekød ', numberOfDays: '030', sortBy: 'Total' })).toEqual({
      text: 'hakket oksekød',
      numberOfDays: '30',
      sortBy: 'Total',
    });
    expect(normalizeOrderSearch({ numberOfDays: 'x', sortBy: 'Price' })).toEqual({
      text: '',
      numberOfDays: '',
      sortBy: '',
    });
  });

  it('writes only the keys that say something into the address', () => {
    expect(orderSearchQuery(normalizeOrderSearch({}))).toEqual({});
    expect(orderSearchQuery(normalizeOrderSearch({ text: 'milk', numberOfDays: '30', sortBy: 'Reference' }))).toEqual({
      text: 'milk',
      numberOfDays: '30',
      sortBy: 'Reference',
    });
  });

  it('the sort is not part of the request: another sort shows the same answer', () => {
    const a = orderListRequest('orders', normalizeOrderSearch({ text: 'a', sortBy: 'Total' }));
    const b = orderListRequest('orders', normalizeOrderSearch({ text: 'a' }));
    expect(orderListKey(a)).toBe(orderListKey(b));
    expect(orderListKey(a)).not.toBe(orderListKey(orderListRequest('legacy', normalizeOrderSearch({ text: 'a' }))));
  });
});
