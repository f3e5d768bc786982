import { describe, expect, it } from 'vitest';
import { priceDisplayModeOf, unitPrice } from '../../../../shared/domain/catalogue/product-list';
import type { SalesUnit } from '../../../../shared/domain/models';
import { knownSort } from '../../../../shared/domain/user-settings/default-sort';
import {
  priceModeChoices,
  shownSettings,
  withPatch,
  type UserSettings,
} from '../../../../shared/domain/user-settings/settings';

const FORMATTERS = [
  { Name: 'SalesUnit', Text: 'Pris pr. salgsenhed' },
  { Name: 'BaseUnit', Text: 'Pris pr. basisenhed' },
  { Name: 'Kilo', Text: 'Pris pr. kilo' },
];
const server: UserSettings = {
  Settings: { PriceDisplayMode: 'SalesUnit', BasketItemsDisplayMode: 'Category', DefaultSort: 'Relevance' },
  PriceDisplayModeFormatters: FORMATTERS,
};

describe('what the page shows while changes are on their way (optimistic)', () => {
  it('applies a change over the server answer, keeping the other settings and the formatters', () => {
    expect(withPatch(server, { PriceDisplayMode: 'Kilo' })).toEqual({
      Settings: { PriceDisplayMode: 'Kilo', BasketItemsDisplayMode: 'Category', DefaultSort: 'Relevance' },
      PriceDisplayModeFormatters: FORMATTERS,
    });
    expect(server.Settings.PriceDisplayMode).toBe('SalesUnit'); // not changed in place
  });

  it('applies every waiting change oldest first, so the newest choice of a setting wins', () => {
    const shown = shownSettings(server, [
      { id: 1, patch: { PriceDisplayMode: 'Kilo' } },
      { id: 2, patch: { DefaultSort: 'Name' } },
      { id: 3, patch: { PriceDisplayMode: 'BaseUnit' } },
    ]);
    expect(shown.Settings).toEqual({
      PriceDisplayMode: 'BaseUnit',
      BasketItemsDisplayMode: 'Category',
      DefaultSort: 'Name',
    });
  });

  it('shows the server answer when nothing waits (a refused change taken out is rolled back)', () => {
    expect(shownSettings(server, [])).toBe(server);
  });
});

describe('the choices of the settings widget', () => {
  it("offers the server's price display modes in its order, labelled by their Text, each once", () => {
    expect(priceModeChoices([...FORMATTERS, { Name: 'Kilo', Text: 'again' }, { Name: '', Text: 'nameless' }])).toEqual([
      { name: 'SalesUnit', label: 'Pris pr. salgsenhed' },
      { name: 'BaseUnit', label: 'Pris pr. basisenhed' },
      { name: 'Kilo', label: 'Pris pr. kilo' },
    ]);
    expect(priceModeChoices([{ Name: 'Kilo', Text: '' }])).toEqual([{ name: 'Kilo', label: 'Kilo' }]);
  });

  it('reads an unknown or missing default sort as Relevance', () => {
    expect(knownSort('PriceAsc')).toBe('PriceAsc');
    expect(knownSort('Newest')).toBe('Relevance');
    expect(knownSort(undefined)).toBe('Relevance');
  });
});

describe('price formatting per mode, from the settings (SPEC 3 PriceDisplayMode, FormattedPrices)', () => {
  const unit = (over: Partial<SalesUnit>): SalesUnit => ({
    Code: 'STK',
    Quantity: 1,
    ListPrice: 14.09,
    IsDefault: false,
    FormattedPrices: { SalesUnit: '14,09 kr.', BaseUnit: '14,09 kr.', Kilo: '13,68 kr.' },
    FormattedSalesUnitPrice: '14,09 kr. pr. stk.',
    TextSingular: 'stk.',
    TextPlural: 'stk.',
    ...over,
  });
  const piece = unit({});
  const carton = unit({
    Code: 'KRT',
    Quantity: 6,
    IsDefault: true,
    FormattedPrices: { SalesUnit: '81,16 kr.', BaseUnit: '13,53 kr.', Kilo: '13,13 kr.' },
    TextSingular: 'karton',
    TextPlural: 'kartoner',
  });
  const shownFor = (mode: string | undefined, u = carton, units = [piece, carton]) =>
    unitPrice(
      units,
      u,
      priceDisplayModeOf(withPatch(server, { PriceDisplayMode: mode ?? '' }).Settings.PriceDisplayMode),
    );

  it('SalesUnit: the price of the sales unit, per that unit', () => {
    expect(shownFor('SalesUnit')).toEqual({ price: '81,16 kr.', per: 'karton' });
  });
  it('BaseUnit: the price per base unit (the unit of quantity 1), per its name', () => {
    expect(shownFor('BaseUnit')).toEqual({ price: '13,53 kr.', per: 'stk.' });
  });
  it('Kilo: the price per kilo', () => {
    expect(shownFor('Kilo')).toEqual({ price: '13,13 kr.', per: 'kg' });
  });
  it('falls back to the sales-unit price: an unknown or empty mode, or a mode the unit has no price for', () => {
    expect(shownFor('Pallet')).toEqual({ price: '81,16 kr.', per: 'karton' });
    expect(shownFor(undefined)).toEqual({ price: '81,16 kr.', per: 'karton' });
    const noKilo = unit({ FormattedPrices: { SalesUnit: '9,00 kr.' } });
    expect(shownFor('Kilo', noKilo, [noKilo])).toEqual({ price: '9,00 kr.', per: 'stk.' });
  });
});
