import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readList, readOptional } from '../../../../shared/api/http/readers';
import { isRecord, readAs } from '../../../../shared/api/http/shape';
import { id, part, text } from '../../../../shared/lib/schema';

// The shape rule (issue #10) as every reader applies it through readAs and the shared readers (issue #33).
const Logo = v.object({ Id: id, NormalUrl: text, Size: part({ Width: v.fallback(v.number(), 0) }) });

describe('the shape rule, read by declared schemas', () => {
  it('a list that is null or absent is an empty list; an object where a list is expected throws, naming it', () => {
    const readLogos = readList(Logo, 'logos');
    expect(readLogos(null)).toEqual([]);
    expect(readLogos(undefined)).toEqual([]);
    expect(() => readLogos({})).toThrow(/^wrong shape: logos/);
  });

  it('entries of a list that do not read (not objects, no id) are dropped, the rest kept', () => {
    expect(
      readList(Logo, 'logos')([{ Id: 1 }, 'x', null, { NormalUrl: '/a.svg' }, { Id: 'b' }]).map((l) => l.Id),
    ).toEqual(['1', 'b']);
  });

  it('an optional answer that is null or absent is null; one of the wrong kind throws', () => {
    const readBanner = readOptional(Logo, 'banner');
    expect(readBanner(null)).toBeNull();
    expect(readBanner(undefined)).toBeNull();
    expect(() => readBanner([{ Id: '1' }])).toThrow('wrong shape: banner is not an object');
    expect(() => readBanner('x')).toThrow(/^wrong shape: banner/);
  });

  it('a required answer that is null, a list or lacks its id throws, naming the field', () => {
    expect(() => readAs(Logo, null, 'logo')).toThrow(/^wrong shape: logo/);
    expect(() => readAs(Logo, [], 'logo')).toThrow('wrong shape: logo is not an object');
    expect(() => readAs(Logo, { NormalUrl: '/a.svg' }, 'logo')).toThrow(/^wrong shape: logo Id:/);
  });

  it('fields absent, null or of another kind read as their empty value; undeclared fields are left out', () => {
    expect(readAs(Logo, { Id: 'a', NormalUrl: 7, Size: 'big', Extra: true }, 'logo')).toEqual({
      Id: 'a',
      NormalUrl: '',
      Size: { Width: 0 },
    });
  });

  it('only a plain object is a record: not null, not a list', () => {
    expect([isRecord({}), isRecord(null), isRecord([]), isRecord('x')]).toEqual([true, false, false, false]);
  });
});
