import { describe, expect, it } from 'vitest';
import {
  addAddressesProblem,
  addressListProblem,
  newAddresses,
  remainingAddresses,
  splitAddressEntries,
} from '../../../../shared/domain/recall/address-list';
import type { RecallAddress } from '../../../../shared/domain/recall/models';

const entry = (EmailAddress: string): RecallAddress => ({
  EmailAddress,
  CustomerId: '512034',
  IsPermanent: false,
  IsConfirmed: true,
  Message: '',
});

describe('recall addresses in the multiple e-mail field (SPEC 5)', () => {
  it('trims each entry, separated by commas, semicolons, spaces or new lines', () => {
    expect(splitAddressEntries(' kok@kantinen.dk ,chef@kantinen.dk;\n vagt@kantinen.dk\tindkoeb@kantinen.dk ')).toEqual(
      ['kok@kantinen.dk', 'chef@kantinen.dk', 'vagt@kantinen.dk', 'indkoeb@kantinen.dk'],
    );
  });

  it('skips empty entries: two separators in a row, a trailing comma', () => {
    expect(splitAddressEntries('kok@kantinen.dk,, ;chef@kantinen.dk,')).toEqual([
      'kok@kantinen.dk',
      'chef@kantinen.dk',
    ]);
  });

  it('allows the empty field (no problem), and white space alone is empty', () => {
    expect(addressListProblem('')).toBeNull();
    expect(addressListProblem('  \n ,; ')).toBeNull();
  });

  it('matches the standard e-mail pattern: one @, a name before it, a dot in the domain', () => {
    expect(addressListProblem('kok@kantinen.dk')).toBeNull();
    for (const bad of ['kantinen.dk', 'kok@kantinen', '@kantinen.dk', 'kok@@kantinen.dk', 'kok@kantinen.'])
      expect(addressListProblem(bad)).toEqual({ kind: 'invalidEmails', entries: [bad] });
  });

  it('names the one bad entry among good ones, trimmed, so nothing is sent until it is fixed', () => {
    expect(addressListProblem('kok@kantinen.dk, chef(at)kantinen.dk ,vagt@kantinen.dk')).toEqual({
      kind: 'invalidEmails',
      entries: ['chef(at)kantinen.dk'],
    });
  });

  it('names every bad entry, in the order typed', () => {
    expect(addressListProblem('a, kok@kantinen.dk; b')).toEqual({ kind: 'invalidEmails', entries: ['a', 'b'] });
  });
});

describe('the add form (addAddressesProblem)', () => {
  const existing = [entry('indkoeb@kantinenpaahavnen.dk')];

  it('asks for at least one address: adding nobody sends nothing', () => {
    expect(addAddressesProblem(' , ', existing)).toEqual({ kind: 'required' });
  });

  it('names bad entries before anything else', () => {
    expect(addAddressesProblem('INDKOEB@kantinenpaahavnen.dk, nobody', existing)).toEqual({
      kind: 'invalidEmails',
      entries: ['nobody'],
    });
  });

  it('names addresses the list holds already, whatever their case', () => {
    expect(addAddressesProblem('kok@kantinen.dk, INDKOEB@kantinenpaahavnen.dk', existing)).toEqual({
      kind: 'alreadyRegistered',
      entries: ['INDKOEB@kantinenpaahavnen.dk'],
    });
  });

  it('has no problem for new valid addresses', () => {
    expect(addAddressesProblem('kok@kantinen.dk\nchef@kantinen.dk', existing)).toBeNull();
  });

  it('takes at most 50 distinct addresses at a time, and names the count (issue #32)', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `kok${i}@kantinen.dk`).join('\n');
    expect(addAddressesProblem(list(50), existing)).toBeNull();
    expect(addAddressesProblem(`${list(50)}\nKOK0@kantinen.dk`, existing)).toBeNull(); // a repeat is not one more
    expect(addAddressesProblem(list(51), existing)).toEqual({ kind: 'tooMany', count: 51, max: 50 });
  });

  it('sends each address once, the first spelling, in the order typed', () => {
    expect(newAddresses('kok@kantinen.dk; Chef@Kantinen.dk, KOK@kantinen.dk chef@kantinen.dk')).toEqual([
      'kok@kantinen.dk',
      'Chef@Kantinen.dk',
    ]);
  });

  it('keeps the addresses not added in the field, comma-separated', () => {
    expect(remainingAddresses(['a@b.dk', 'c@d.dk'])).toBe('a@b.dk, c@d.dk');
  });
});
