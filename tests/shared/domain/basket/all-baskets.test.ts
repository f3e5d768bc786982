import { describe, expect, it } from 'vitest';
import {
  BASKET_NAME_MAX_LENGTH,
  basketNameProblem,
  currentCustomerGroup,
  withLiveFigures,
} from '../../../../shared/domain/basket/all-baskets';

const baskets = [
  { Id: 'B1', Name: 'Hovedkurv' },
  { Id: 'B2', Name: ' Julefrokost ' },
];

describe('basket names (docs/server-contract.md: 1 to 40 characters, unique, case ignored)', () => {
  it('refuses an empty name, spaces only', () => {
    expect(basketNameProblem('', baskets)).toBe('empty');
    expect(basketNameProblem('   ', baskets)).toBe('empty');
  });

  it('takes 40 characters and refuses 41', () => {
    expect(BASKET_NAME_MAX_LENGTH).toBe(40);
    expect(basketNameProblem('x'.repeat(40), baskets)).toBeNull();
    expect(basketNameProblem(` ${'x'.repeat(40)} `, baskets)).toBeNull();
    expect(basketNameProblem('x'.repeat(41), baskets)).toBe('tooLong');
  });

  it("refuses another basket's name whatever its case and spaces, not the basket's own", () => {
    expect(basketNameProblem('julefrokost', baskets)).toBe('taken');
    expect(basketNameProblem('  HOVEDKURV', baskets)).toBe('taken');
    expect(basketNameProblem('hovedkurv', baskets, 'B1')).toBeNull();
    expect(basketNameProblem('Weekend', baskets)).toBeNull();
  });
});

describe('which customer the page lists', () => {
  const groups = [
    { CustomerId: '1', Baskets: [{ Id: 'A' }] },
    { CustomerId: '2', Baskets: [{ Id: 'B' }, { Id: 'C' }] },
  ];
  it("is the group holding the current basket, else the page's customer, else the first", () => {
    expect(currentCustomerGroup(groups, 'C', '1')?.CustomerId).toBe('2');
    expect(currentCustomerGroup(groups, undefined, '2')?.CustomerId).toBe('2');
    expect(currentCustomerGroup(groups, 'Z', '')?.CustomerId).toBe('1');
    expect(currentCustomerGroup([], 'A', '1')).toBeUndefined();
  });
});

describe("the current basket's figures come from the live basket", () => {
  const entry = {
    Id: 'B1',
    Name: 'Hovedkurv',
    NumberOfLines: 7,
    ExpectedDate: '2025-11-24',
    SubTotal: 10,
    FormattedSubTotal: '10,00 kr.',
  };
  const live = {
    Id: 'B1',
    Name: 'Kantine',
    NumberOfLines: 8,
    Delivery: { ExpectedDate: '2025-11-25' },
    SubTotalForDropSize: 12,
    FormattedSubTotal: '12,00 kr.',
  };
  it('overlays lines, date, subtotal and name of the current basket only', () => {
    expect(withLiveFigures(entry, live)).toEqual({
      Id: 'B1',
      Name: 'Kantine',
      NumberOfLines: 8,
      ExpectedDate: '2025-11-25',
      SubTotal: 12,
      FormattedSubTotal: '12,00 kr.',
    });
    expect(withLiveFigures(entry, { ...live, Id: 'B2' })).toBe(entry);
    expect(withLiveFigures(entry, null)).toBe(entry);
  });
});
