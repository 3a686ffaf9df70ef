import { describe, expect, it } from 'vitest';
import { isWithinOneEdit } from './one-edit.lib.ts';

describe('one-edit matching', () => {
  it('decides one Damerau edit without a matrix', () => {
    expect(isWithinOneEdit('plav', 'palav')).toBe(true); // insertion
    expect(isWithinOneEdit('palav', 'plav')).toBe(true); // deletion
    expect(isWithinOneEdit('lagman', 'lagmon')).toBe(true); // substitution
    expect(isWithinOneEdit('plaav', 'palav')).toBe(true); // transposition
    expect(isWithinOneEdit('palav', 'palav')).toBe(true);
    expect(isWithinOneEdit('palav', 'pulev')).toBe(false);
    expect(isWithinOneEdit('plav', 'pala')).toBe(false);
    expect(isWithinOneEdit('abcd', 'badc')).toBe(false);
  });
});
