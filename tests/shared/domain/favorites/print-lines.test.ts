import { describe, expect, it } from 'vitest';
import { printLines } from '../../../../shared/domain/favorites/print';
import type { ProductBasic, SalesUnit } from '../../../../shared/domain/models';

const unit = (
  Code: string,
  Quantity: number,
  IsDefault: boolean,
  TextSingular: string,
  TextPlural: string,
): SalesUnit => ({
  Code,
  Quantity,
  IsDefault,
  TextSingular,
  TextPlural,
  ListPrice: 0,
  FormattedPrices: {},
  FormattedSalesUnitPrice: '',
});
const piece = unit('ST', 1, false, 'stk.', 'stk.');
const carton = unit('KRT', 6, true, 'karton', 'kartoner');
const product = (Id: string, DisplayName: string, Values: SalesUnit[]): ProductBasic => ({
  Id,
  DisplayName,
  SalesUnits: { Values },
});

describe('printed list lines (SPEC 2 print: name, item number, unit, an empty quantity column)', () => {
  it('keeps the order given and names the default unit, a pack with its base units', () => {
    expect(printLines([product('2002', 'Mælk', [piece, carton]), product('1001', 'Smør', [piece])])).toEqual([
      { id: '2002', name: 'Mælk', unit: { singular: 'karton', quantity: 6, base: 'stk.' } },
      { id: '1001', name: 'Smør', unit: { singular: 'stk.', quantity: 1, base: null } },
    ]);
  });

  it('takes the first unit when none is the default, and none when the product has no units', () => {
    const first = unit('PK', 4, false, 'pakke', 'pakker');
    expect(printLines([product('3', 'Æg', [first])])[0]!.unit).toEqual({ singular: 'pakke', quantity: 4, base: null });
    expect(printLines([product('4', 'Salt', [])])[0]!.unit).toBeNull();
  });
});
