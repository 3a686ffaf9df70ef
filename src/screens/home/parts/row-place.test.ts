import { describe, expect, it } from 'vitest';
import { rowPlace } from './row-place.ts';

describe('rowPlace', () => {
  const items = [{ id: 1 }];

  it('holds the place while the answer is awaited, the settings known or not', () => {
    expect(rowPlace(true, undefined)).toBe('held');
    expect(rowPlace(null, undefined)).toBe('held');
  });

  it('shows the items as soon as they come, before the settings too', () => {
    expect(rowPlace(true, items)).toBe('content');
    expect(rowPlace(null, items)).toBe('content');
  });

  it('shows nothing for an empty answer or a row the settings turn off', () => {
    expect(rowPlace(true, [])).toBe('none');
    expect(rowPlace(null, [])).toBe('none');
    expect(rowPlace(false, undefined)).toBe('none');
    expect(rowPlace(false, items)).toBe('none');
  });
});
