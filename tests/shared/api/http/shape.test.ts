// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asList, isRecord } from '../../../../shared/api/http/shape';
import { asObject, asTexts, num, requireObject, str } from '../../../../shared/api/http/shape-guards';

describe('shape guards (issue #10: null where empty is allowed is empty; the wrong kind throws)', () => {
  it('a list that is null or absent is an empty list', () => {
    expect(asList(null, 'logos')).toEqual([]);
    expect(asList(undefined, 'logos')).toEqual([]);
  });

  it('an object where a list is expected throws, naming the field', () => {
    expect(() => asList({}, 'logos')).toThrow(new TypeError('wrong shape: logos is not a list'));
    expect(() => asList('a,b', 'logos')).toThrow(TypeError);
  });

  it('entries of a list that are not objects are dropped, the rest kept', () => {
    expect(asList([{ Id: '1' }, null, 'x', [], { Id: '2' }], 'logos')).toEqual([{ Id: '1' }, { Id: '2' }]);
  });

  it('an optional object that is null or absent is null', () => {
    expect(asObject(null, 'banner')).toBeNull();
    expect(asObject(undefined, 'banner')).toBeNull();
  });

  it('a list where an object is expected throws, for an optional object and a required one', () => {
    expect(() => asObject([], 'banner')).toThrow(new TypeError('wrong shape: banner is not an object'));
    expect(() => requireObject([], 'customer')).toThrow(new TypeError('wrong shape: customer is not an object'));
  });

  it('a required object that is null throws', () => {
    expect(() => requireObject(null, 'customer')).toThrow(TypeError);
    expect(requireObject({ Id: 'C1' }, 'customer')).toEqual({ Id: 'C1' });
  });

  it('a list of texts keeps only the texts; null is empty; an object throws', () => {
    expect(asTexts(['1', 2, null, '3'], 'ProductIds')).toEqual(['1', '3']);
    expect(asTexts(null, 'ProductIds')).toEqual([]);
    expect(() => asTexts({}, 'ProductIds')).toThrow(TypeError);
  });

  it('texts and numbers of another kind fall back', () => {
    expect(str({ a: 1 })).toBe('');
    expect(str(null, 'none')).toBe('none');
    expect(num('12')).toBe(0);
    expect(num(Number.NaN, 5)).toBe(5);
    expect(num(3)).toBe(3);
  });

  it('only a plain object is a record: not null, not a list', () => {
    expect([isRecord({}), isRecord(null), isRecord([]), isRecord('x')]).toEqual([true, false, false, false]);
  });
});
