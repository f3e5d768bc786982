import { describe, expect, it } from 'vitest';
import { isValidEmailAddress } from '../../../../shared/domain/checkout/email-address';

describe('isValidEmailAddress (SPEC 4 Forms: the order-receipt e-mail report)', () => {
  it.each(['indkoeb@kantinenpaahavnen.dk', 'a.b+c@sub.example.com', '  padded@example.dk  '])('accepts %s', (value) => {
    expect(isValidEmailAddress(value)).toBe(true);
  });

  it.each([
    '',
    ' ',
    'name',
    'name@',
    '@example.dk',
    'name@example',
    'name@@example.dk',
    'na me@example.dk',
    'name@example..dk',
    'name@.example.dk',
  ])('refuses %j', (value) => {
    expect(isValidEmailAddress(value)).toBe(false);
  });
});
