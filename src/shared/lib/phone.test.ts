import { describe, expect, it } from 'vitest';
import { formatPhone, localDigits, maskPhone } from './phone.ts';

describe('phone input and display', () => {
  it.each([
    ['+998 90 123 45 67', '901234567'],
    ['998901234567', '901234567'],
    ['90-123-45-67', '901234567'],
    ['9012', '9012'],
    ['90123456789', '901234567'],
  ])('takes the local digits of %s', (input, digits) => expect(localDigits(input)).toBe(digits));
  it('masks as typed', () => {
    expect(maskPhone('')).toBe('+998 ');
    expect(maskPhone('901')).toBe('+998 90 1');
    expect(maskPhone('901234567')).toBe('+998 90 123 45 67');
  });
  it('displays as +CCC XX XXX XX XX', () => {
    expect(formatPhone('998901234567')).toBe('+998 90 123 45 67');
    expect(formatPhone(null)).toBe('');
  });
});
