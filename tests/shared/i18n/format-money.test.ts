// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/i18n/format-money';

describe('formatMoney', () => {
  it('formats an amount in the currency for the language', () => {
    expect(formatMoney(1000, 'DKK', 'da').replace(/\s/g, ' ')).toBe('1.000,00 kr.');
    expect(formatMoney(595.5, 'DKK', 'en').replace(/\s/g, ' ')).toBe('DKK 595.50');
  });
  it('shows the plain number and the code for a currency Intl does not know', () => {
    expect(formatMoney(12, 'X1', 'en')).toBe('12.00 X1');
  });
});
