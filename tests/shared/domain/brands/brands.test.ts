import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../../shared/domain/brands/models';
import {
  activeFilterCount,
  alphabetFrom,
  filterBrands,
  startsWithLetter,
  toggleLetter,
} from '../../../../shared/domain/brands/brand-filter';
import { attachLogos, logoKey, parseBrandList } from '../../../../shared/domain/brands/brand-list';

const brand = (NavigationTitle: string, BrandId = '', SupplierId = 'S1'): Brand => ({
  Id: NavigationTitle,
  BrandId,
  SupplierId,
  NavigationTitle,
  Url: '/b',
  SplashImageUrl: '/s.svg',
});

describe('brand list (SPEC section 3)', () => {
  it('accepts a JSON string or an array, and drops anything else', () => {
    const list = [brand('Arla')];
    expect(parseBrandList(list)).toEqual(list);
    expect(parseBrandList(JSON.stringify(list))).toEqual(list);
    expect(parseBrandList('not json')).toEqual([]);
    expect(parseBrandList({ Brands: list })).toEqual([]);
    expect(parseBrandList([{ Id: 'x' }, ...list])).toEqual(list);
  });

  it('matches logos by BrandId when it is set, else by SupplierId', () => {
    expect(logoKey({ BrandId: 'B1', SupplierId: 'S9' })).toBe('B1');
    expect(logoKey({ BrandId: '', SupplierId: 'S9' })).toBe('S9');
    const [a, b, c] = attachLogos(
      [brand('Arla', 'B1'), brand('Bornholm', '', 'S9'), brand('Cocio', 'B7')],
      [
        { Id: 'B1', NormalUrl: '/arla.svg' },
        { Id: 'S9', NormalUrl: '/s9.svg' },
      ],
    );
    expect([a!.LogoImageUrl, b!.LogoImageUrl, c!.LogoImageUrl]).toEqual(['/arla.svg', '/s9.svg', undefined]);
  });
});

describe('brand filter (SPEC sections 4 and 5)', () => {
  it('takes the alphabet from a translation; Danish ends with Æ, Ø, Å', () => {
    const da = alphabetFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ');
    expect(da).toHaveLength(29);
    expect(da.slice(-3)).toEqual(['Æ', 'Ø', 'Å']);
    expect(alphabetFrom('a b c a')).toEqual(['A', 'B', 'C']);
  });

  it('matches NavigationTitle starting with the letter, case-insensitively', () => {
    expect(startsWithLetter(brand('øllingegaard'), 'Ø')).toBe(true);
    expect(startsWithLetter(brand('Arla'), 'a')).toBe(true);
    expect(startsWithLetter(brand('Karla'), 'A')).toBe(false);
    expect(filterBrands([brand('Arla'), brand('Bornholm'), brand('anton')], 'A').map((b) => b.NavigationTitle)).toEqual(
      ['Arla', 'anton'],
    );
    expect(filterBrands([brand('Arla')], null)).toHaveLength(1);
  });

  it('selects a letter, clears it when chosen again, and counts the active filter', () => {
    expect(toggleLetter(null, 'B')).toBe('B');
    expect(toggleLetter('B', 'B')).toBeNull();
    expect(toggleLetter('B', 'C')).toBe('C');
    expect([activeFilterCount(null), activeFilterCount('C')]).toEqual([0, 1]);
  });
});
