import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('phones', () => {
  it.each([
    ['+998 90 123 45 67', '998901234567'],
    ['998901234567', '998901234567'],
    ['90 123-45-67', '998901234567'],
    ['(90) 1234567', '998901234567'],
  ])('normalises %s', (input, expected) => expect(normalizePhone(input)).toBe(expected));
  it.each(['12345', '+7 900 123 45 67', "998' OR 1=1", ''])('refuses %s', (input) =>
    expect(normalizePhone(input)).toBeNull(),
  );
});
