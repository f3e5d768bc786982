import { describe, expect, it } from 'vitest';
import { canSendProductNumbers, parseProductNumbers } from '../../../../shared/domain/favorites/product-numbers';

describe('add products by list: the product-number parser (SPEC 5)', () => {
  it('splits on whitespace: spaces, tabs, line breaks and the no-break space of a spreadsheet', () => {
    expect(parseProductNumbers('100081 100159\t100228\n100305\r\n100312\u00a0100333').productIds).toEqual([
      '100081',
      '100159',
      '100228',
      '100305',
      '100312',
      '100333',
    ]);
  });

  it('splits on commas and semicolons, mixed with whitespace', () => {
    expect(parseProductNumbers('100081,100159;100228 , 100305 ;100312').productIds).toEqual([
      '100081',
      '100159',
      '100228',
      '100305',
      '100312',
    ]);
  });

  it('drops empty entries: separators in a row, at the start and at the end', () => {
    expect(parseProductNumbers(',,100081;;; 100159,\n\n')).toEqual({ productIds: ['100081', '100159'], invalid: [] });
    expect(parseProductNumbers('   ')).toEqual({ productIds: [], invalid: [] });
    expect(parseProductNumbers('')).toEqual({ productIds: [], invalid: [] });
  });

  it('lists every entry that is not digits only as invalid: letters, signs, decimals, full-width digits', () => {
    expect(parseProductNumbers('100081 abc 10015x -5 12.5 +7 １２３ 100159')).toEqual({
      productIds: ['100081', '100159'],
      invalid: ['abc', '10015x', '-5', '12.5', '+7', '１２３'],
    });
  });

  it('collapses duplicates, valid and invalid alike, keeping the order first pasted', () => {
    expect(parseProductNumbers('100159 100081 100159 x1 100081 x1')).toEqual({
      productIds: ['100159', '100081'],
      invalid: ['x1'],
    });
  });

  it('sends nothing while any entry is invalid, nor when there is nothing to send', () => {
    expect(canSendProductNumbers(parseProductNumbers('100081 abc'))).toBe(false);
    expect(canSendProductNumbers(parseProductNumbers(' ; , '))).toBe(false);
    expect(canSendProductNumbers(parseProductNumbers('100081;100159'))).toBe(true);
  });

  it('parses 300 numbers with 2 bad entries into 298 to add and both bad ones listed', () => {
    const numbers = Array.from({ length: 300 }, (_, i) => String(100000 + i));
    numbers[10] = '1000O9';
    numbers[200] = 'ABC';
    const parsed = parseProductNumbers(numbers.join('\n'));
    expect(parsed.productIds).toHaveLength(298);
    expect(parsed.invalid).toEqual(['1000O9', 'ABC']);
  });
});
