import { describe, expect, it } from 'vitest';
import {
  NO_CUSTOMER,
  customersToOffer,
  endSupplierModeTarget,
  isSupplierKey,
  matchesCustomer,
  storedCustomerId,
  supplierCookieName,
} from '../../../../shared/domain/supplier/supplier-customer';

const customers = [{ Id: '512035' }, { Id: '512034' }, { Id: '512039' }];

describe('the supplier cookie (SPEC 6: _su_ plus the supplier key, -1 when none is chosen)', () => {
  it('is named _su_ plus the page context’s supplier key', () => {
    expect(supplierCookieName('amager')).toBe('_su_amager');
    expect(supplierCookieName('')).toBe('_su_');
  });

  it('reads a customer id, and -1 for a missing, empty, "-1" or malformed value', () => {
    expect(NO_CUSTOMER).toBe('-1');
    expect(storedCustomerId('512039')).toBe('512039');
    expect(storedCustomerId(' 512039 ')).toBe('512039');
    for (const value of [undefined, '', '   ', '-1', '512 039', '<script>', 'x'.repeat(65)])
      expect(storedCustomerId(value), String(value)).toBe('-1');
  });
});

describe('the customers offered (SPEC 6: the list excludes the current one)', () => {
  it('leaves out the customer acted for now and keeps the server’s order', () => {
    expect(customersToOffer(customers, '512034')).toEqual([{ Id: '512035' }, { Id: '512039' }]);
  });

  it('offers all when the current customer is not in the list', () => {
    expect(customersToOffer(customers, '999')).toEqual(customers);
  });
});

describe('ending supplier mode (SPEC 4: back to the stored customer, or the default one)', () => {
  it('returns to the customer in the cookie', () => {
    expect(endSupplierModeTarget('512039', customers, '512034')).toBe('512039');
  });

  it('without a stored customer (-1), or one no longer in the list, returns to the default: the first', () => {
    expect(endSupplierModeTarget('-1', customers, '512034')).toBe('512035');
    expect(endSupplierModeTarget('777777', customers, '512034')).toBe('512035');
  });

  it('offers nothing when that is the customer acted for already, or there is no customer at all', () => {
    expect(endSupplierModeTarget('512039', customers, '512039')).toBeNull();
    expect(endSupplierModeTarget('-1', customers, '512035')).toBeNull();
    expect(endSupplierModeTarget('-1', [], '512035')).toBeNull();
  });
});

describe('the filter of a long list', () => {
  const cafe = { Id: '512038', Name: 'Café Bønnen', City: 'Odense C' };

  it('matches id, name or city, ignoring case and accents, and an empty query matches all', () => {
    for (const q of ['5120', 'cafe', 'BØNNEN', 'odense', '  ']) expect(matchesCustomer(cafe, q), q).toBe(true);
    expect(matchesCustomer(cafe, 'aarhus')).toBe(false);
  });
});

describe('isSupplierKey (issue #32: checked before it names a cookie)', () => {
  it('takes 1 to 64 letters, digits, "_" and "-"', () => {
    for (const key of ['amager', 'A_1-b', 'k'.repeat(64)]) expect(isSupplierKey(key), key).toBe(true);
  });

  it('refuses what would write another cookie or attributes, the empty key and a long one', () => {
    for (const key of ['', 'x; Domain=.evil.test', 'a=b', 'a b', 'a,b', 'æble', 'k'.repeat(65)])
      expect(isSupplierKey(key), key).toBe(false);
  });
});
