import { describe, expect, it } from 'vitest';
import {
  SINGLE_RESULT_MIN_TERM_LENGTH,
  singleResultProductId,
} from '../../../../shared/domain/catalogue/single-result';

const one = { totalResults: 1, firstProductId: '100081' };

describe('single-result automatic behaviour (SPEC 9: search term length 8 or more)', () => {
  it('has the figure 8', () => {
    expect(SINGLE_RESULT_MIN_TERM_LENGTH).toBe(8);
  });

  it('goes to the only product when the term has 8 characters or more', () => {
    expect(singleResultProductId({ ...one, term: '12345678' })).toBe('100081');
    expect(singleResultProductId({ ...one, term: '5745251292504' })).toBe('100081');
  });

  it('stays on the results for 7 characters (surrounding spaces do not count)', () => {
    expect(singleResultProductId({ ...one, term: '1234567' })).toBeNull();
    expect(singleResultProductId({ ...one, term: '  1234567  ' })).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(singleResultProductId({ ...one, term: 'æøåæøåæ' })).toBeNull();
    expect(singleResultProductId({ ...one, term: 'æøåæøåæø' })).toBe('100081');
  });

  it('stays on the results with 0 or 2 results', () => {
    expect(singleResultProductId({ ...one, term: 'spaghetti', totalResults: 0, firstProductId: undefined })).toBeNull();
    expect(singleResultProductId({ ...one, term: 'spaghetti', totalResults: 2 })).toBeNull();
  });
});
