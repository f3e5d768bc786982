// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, moneyText } from '../../../shared/i18n/format-money';
import { $pageContextReading } from '../../../shared/context/page-context';

/** Intl writes a no-break space between figure and currency; the texts below use a plain one. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const reading = $pageContextReading.get();
const pageLanguage = (language: 'da' | 'en') =>
  $pageContextReading.set({ ...reading, context: { ...reading.context, language } });
afterEach(() => $pageContextReading.set(reading));

describe('formatMoney: one locale rule for money', () => {
  it('formats an amount in the currency for the language', () => {
    expect(plain(formatMoney(1000, 'DKK', 'da'))).toBe('1.000,00 kr.');
    expect(plain(formatMoney(595.5, 'DKK', 'en'))).toBe('DKK 595.50');
  });

  it('uses Danish rules for da and British rules for en, whatever the currency', () => {
    expect(plain(formatMoney(1234567.891, 'EUR', 'da'))).toBe('1.234.567,89 €');
    expect(plain(formatMoney(1234567.891, 'EUR', 'en'))).toBe('€1,234,567.89');
    expect(plain(formatMoney(-4.5, 'DKK', 'da'))).toBe('-4,50 kr.');
  });

  it('always shows two decimals, also for a currency Intl writes without them', () => {
    expect(plain(formatMoney(12, 'JPY', 'en'))).toBe('JP¥12.00');
    expect(plain(formatMoney(0.005, 'DKK', 'da'))).toBe('0,01 kr.');
  });

  it('takes DKK when the answer names no currency', () => {
    expect(plain(formatMoney(5, '', 'da'))).toBe('5,00 kr.');
    expect(plain(formatMoney(5, null, 'en'))).toBe('DKK 5.00');
    expect(plain(formatMoney(5, undefined, 'en'))).toBe('DKK 5.00');
  });

  it('shows the number in the same locale and the code for a currency Intl does not know', () => {
    expect(formatMoney(12, 'X1', 'en')).toBe('12.00 X1');
    expect(formatMoney(1234.5, 'not a code', 'en')).toBe('1,234.50 not a code');
    expect(formatMoney(1234.5, 'NOPE!', 'da')).toBe('1.234,50 NOPE!');
  });

  it("follows the page's language when none is given", () => {
    pageLanguage('en');
    expect(plain(formatMoney(1000))).toBe('DKK 1,000.00');
    pageLanguage('da');
    expect(plain(formatMoney(1000))).toBe('1.000,00 kr.');
  });
});

describe("moneyText: the server's formatted amount first", () => {
  it("shows the server's text as it is, whatever the figure and the language", () => {
    expect(moneyText('1.710,10 kr.', 1710.1, 'DKK', 'en')).toBe('1.710,10 kr.');
  });

  it('formats the figure when the server sent no text (or an empty one)', () => {
    expect(plain(moneyText(undefined, 1710.1, 'DKK', 'da'))).toBe('1.710,10 kr.');
    expect(plain(moneyText('', 0, 'DKK', 'en'))).toBe('DKK 0.00');
    expect(moneyText(null, 5, 'NOPE!', 'en')).toBe('5.00 NOPE!');
  });

  it('is empty when the answer has neither text nor figure', () => {
    expect(moneyText(undefined, undefined, 'DKK', 'en')).toBe('');
    expect(moneyText('', null, undefined, 'da')).toBe('');
  });
});
