import { describe, expect, it } from 'vitest';
import { rowPlace } from './row-place.ts';

describe('rowPlace', () => {
  const items = [{ id: 1 }];

  it('holds the place while the answer is awaited, before and after the menu is drawn', () => {
    expect(rowPlace(true, undefined, false)).toBe('held');
    expect(rowPlace(true, undefined, true)).toBe('held');
  });

  it('shows the items as soon as they come, ahead of the menu', () => {
    expect(rowPlace(true, items, false)).toBe('content');
    expect(rowPlace(true, items, true)).toBe('content');
  });

  it('keeps the place of an empty or switched-off row until the menu is drawn, then shows nothing', () => {
    expect(rowPlace(true, [], false)).toBe('held');
    expect(rowPlace(true, [], true)).toBe('none');
    expect(rowPlace(false, undefined, false)).toBe('held');
    expect(rowPlace(false, undefined, true)).toBe('none');
  });

  it('shows items that came before the settings, and hides those of a row the settings turn off', () => {
    expect(rowPlace(null, items, false)).toBe('content');
    expect(rowPlace(null, undefined, false)).toBe('held');
    expect(rowPlace(false, items, false)).toBe('held');
    expect(rowPlace(false, items, true)).toBe('none');
  });
});
