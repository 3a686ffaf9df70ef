import { describe, expect, it } from 'vitest';
import { birthdayProblem } from './birthday.lib.ts';

const NOW = new Date('2026-11-23T10:00:00Z');

describe('birthdayProblem', () => {
  it('accepts a real past date and an empty field', () => {
    expect(birthdayProblem('1990-02-28', NOW)).toBeNull();
    expect(birthdayProblem('2026-11-23', NOW)).toBeNull();
    expect(birthdayProblem('', NOW)).toBeNull();
  });
  it('refuses impossible, future and too old dates', () => {
    expect(birthdayProblem('1990-02-31', NOW)).toBe('invalid');
    expect(birthdayProblem('1990-13-01', NOW)).toBe('invalid');
    expect(birthdayProblem('19900101', NOW)).toBe('invalid');
    expect(birthdayProblem('2026-11-24', NOW)).toBe('future');
    expect(birthdayProblem('1899-12-31', NOW)).toBe('tooOld');
  });
});
