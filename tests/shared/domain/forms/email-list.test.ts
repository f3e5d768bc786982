import { describe, expect, it } from 'vitest';
import { formatEmailList, parseEmailList } from '../../../../shared/domain/forms/email-list';
import { emailListProblem } from '../../../../shared/domain/forms/field-rules';

describe('multiple e-mail field (SPEC 5: comma-separated, each trimmed, standard pattern, empty allowed)', () => {
  it('splits on commas and trims each entry', () => {
    expect(parseEmailList(' indkoeb@kantinen.dk,kok@kantinen.dk ,  chef@kantinen.dk ')).toEqual({
      addresses: ['indkoeb@kantinen.dk', 'kok@kantinen.dk', 'chef@kantinen.dk'],
      invalid: [],
    });
  });

  it('returns every entry that is not an e-mail address, trimmed and in the order typed', () => {
    expect(parseEmailList('a@b.dk, kantinen, c@d.dk, e@f, g h@i.dk')).toEqual({
      addresses: ['a@b.dk', 'c@d.dk'],
      invalid: ['kantinen', 'e@f', 'g h@i.dk'],
    });
  });

  it('does not split on semicolons or spaces: such an entry is one invalid entry', () => {
    expect(parseEmailList('a@b.dk; c@d.dk').invalid).toEqual(['a@b.dk; c@d.dk']);
    expect(parseEmailList('a@b.dk c@d.dk').invalid).toEqual(['a@b.dk c@d.dk']);
  });

  it('allows the empty field (also only spaces)', () => {
    expect(parseEmailList('')).toEqual({ addresses: [], invalid: [] });
    expect(emailListProblem('')).toBeNull();
    expect(emailListProblem('   ')).toBeNull();
  });

  it('skips empty entries (a trailing comma, two commas in a row) instead of reporting them', () => {
    expect(parseEmailList('a@b.dk,, c@d.dk,')).toEqual({ addresses: ['a@b.dk', 'c@d.dk'], invalid: [] });
  });

  it('names the invalid entries as the problem', () => {
    expect(emailListProblem('a@b.dk, nope, also-nope@')).toEqual({
      kind: 'invalidEmails',
      entries: ['nope', 'also-nope@'],
    });
  });

  it('a field that needs an address refuses the empty list, and invalid entries come first', () => {
    expect(emailListProblem(' , ', { required: true })).toEqual({ kind: 'required' });
    expect(emailListProblem('nope', { required: true })).toEqual({ kind: 'invalidEmails', entries: ['nope'] });
    expect(emailListProblem('a@b.dk', { required: true })).toBeNull();
  });

  it('is sent as the valid addresses joined by commas', () => {
    expect(formatEmailList(parseEmailList(' a@b.dk , c@d.dk ').addresses)).toBe('a@b.dk,c@d.dk');
  });
});
