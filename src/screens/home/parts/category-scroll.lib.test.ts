import { describe, expect, it } from 'vitest';
import { headingScrollTop, sectionAtLine } from './category-scroll.lib.ts';

describe('sectionAtLine', () => {
  const tops = [100, 400, 520, 1300];
  const at = (line: number) => sectionAtLine(tops.length, (i) => tops[i] ?? Infinity, line);
  it('is the last section whose top has reached the line below the bar', () => {
    expect(at(56)).toBe(0);
    expect(at(100)).toBe(0);
    expect(at(399)).toBe(0);
    expect(at(400)).toBe(1);
    expect(at(521)).toBe(2);
    expect(at(5000)).toBe(3);
  });
  it('is the section a tap landed on, however short it and its neighbours are', () => {
    // A tap puts the section's top a few px above the line (its padding under the bar): it, not the next, is current.
    expect(sectionAtLine(3, (i) => [-900, 48, 200][i] ?? Infinity, 57)).toBe(1);
  });
  it('reads few positions on a long menu', () => {
    let reads = 0;
    const index = sectionAtLine(
      1000,
      (i) => {
        reads += 1;
        return i * 300 - 50_000;
      },
      57,
    );
    expect(index).toBe(166);
    expect(reads).toBeLessThanOrEqual(11);
  });
});

describe('headingScrollTop', () => {
  it('puts the heading one margin below the stuck bar', () => {
    // Heading 2,000 px down the viewport at scrollY 1,000, bar 56 px, margin 12: scroll to 2,932, heading then at 68.
    expect(headingScrollTop({ top: 2000, marginTop: 12 }, 1000, 56, 10_000)).toBe(2932);
    // Backwards: the heading is above the viewport.
    expect(headingScrollTop({ top: -700, marginTop: 12 }, 3000, 56, 10_000)).toBe(2232);
  });
  it('stays within what the page can scroll', () => {
    expect(headingScrollTop({ top: 2000, marginTop: 12 }, 1000, 56, 2500)).toBe(2500);
    expect(headingScrollTop({ top: 30, marginTop: 12 }, 0, 56, 2500)).toBe(0);
  });
});
