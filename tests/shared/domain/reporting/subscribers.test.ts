import { describe, expect, it } from 'vitest';
import {
  newAddresses,
  remainingAddresses,
  subscriberProblem,
  withoutSubscriber,
  withSubscriber,
} from '../../../../shared/domain/reporting/subscribers';

const existing = [{ EmailAddress: 'mette.jensen@kantinenpaahavnen.dk' }, { EmailAddress: 'oekonomi@kantinen.dk' }];

describe('subscriberProblem: the add-subscriber form is valid (SPEC 5) before anything is sent', () => {
  it('accepts one address, and several separated by commas with spaces around them', () => {
    expect(subscriberProblem('ny@kantinen.dk', existing)).toBeNull();
    expect(subscriberProblem(' a@kantinen.dk ,b@kantinen.dk,  c@kantinen.dk ', existing)).toBeNull();
    expect(subscriberProblem('a@kantinen.dk,', existing)).toBeNull(); // a trailing comma is a habit, not an entry
  });

  it('needs at least one address: empty, blank and commas only are "required"', () => {
    expect(subscriberProblem('', existing)).toEqual({ kind: 'required' });
    expect(subscriberProblem('   ', existing)).toEqual({ kind: 'required' });
    expect(subscriberProblem(' , ,', existing)).toEqual({ kind: 'required' });
  });

  it('names every entry that is not an address, trimmed, in the order typed', () => {
    expect(subscriberProblem('ok@kantinen.dk, mette@, nobody , x@y', existing)).toEqual({
      kind: 'invalidEmails',
      entries: ['mette@', 'nobody', 'x@y'],
    });
  });

  it('flags addresses that subscribe already, whatever their case, all of them', () => {
    expect(
      subscriberProblem('Mette.Jensen@KantinenPaaHavnen.dk, ny@kantinen.dk, oekonomi@kantinen.dk', existing),
    ).toEqual({ kind: 'alreadySubscribed', entries: ['Mette.Jensen@KantinenPaaHavnen.dk', 'oekonomi@kantinen.dk'] });
  });

  it('takes at most 50 distinct addresses at a time, and names the count (issue #32)', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `kok${i}@kantinen.dk`).join(', ');
    expect(subscriberProblem(list(50), existing)).toBeNull();
    expect(subscriberProblem(`${list(50)}, KOK1@kantinen.dk`, existing)).toBeNull();
    expect(subscriberProblem(list(51), existing)).toEqual({ kind: 'tooMany', count: 51, max: 50 });
  });

  it('reports invalid entries before subscribers already there', () => {
    expect(subscriberProblem('oekonomi@kantinen.dk, wrong', existing)).toEqual({
      kind: 'invalidEmails',
      entries: ['wrong'],
    });
  });
});

describe('the addresses sent and the list that follows', () => {
  it('sends each address once (the first spelling typed), in the order typed', () => {
    expect(newAddresses('b@x.dk, a@x.dk, B@X.dk, a@x.dk')).toEqual(['b@x.dk', 'a@x.dk']);
    expect(newAddresses('')).toEqual([]);
  });

  it('adds at the end and never twice; removes regardless of case', () => {
    expect(withSubscriber(existing, 'ny@kantinen.dk').map((s) => s.EmailAddress)).toEqual([
      'mette.jensen@kantinenpaahavnen.dk',
      'oekonomi@kantinen.dk',
      'ny@kantinen.dk',
    ]);
    expect(withSubscriber(existing, 'OEKONOMI@kantinen.dk')).toEqual(existing);
    expect(withoutSubscriber(existing, 'OEKONOMI@kantinen.dk')).toEqual([existing[0]]);
    expect(withoutSubscriber(existing, 'other@kantinen.dk')).toEqual(existing);
  });

  it('keeps the addresses not yet added in the field, comma-separated', () => {
    expect(remainingAddresses(['c@x.dk', 'd@x.dk'])).toBe('c@x.dk, d@x.dk');
    expect(remainingAddresses([])).toBe('');
  });
});
