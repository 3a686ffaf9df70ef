import { describe, expect, it } from 'vitest';
import type { ModificationGroup } from './catalogue.ts';
import { optionsFit } from './option-choices.ts';

const name = { uz: 'x', ru: 'x', eng: 'x' };
const option = (id: number, maxCount?: number) => ({ id, name, price: 0, ...(maxCount ? { maxCount } : {}) });
/** A sauce to choose (exactly one), and extras up to three (cheese up to twice). */
const groups: ModificationGroup[] = [
  { id: 1, name, minimum: 1, maximum: 1, modifications: [option(11), option(12)] },
  { id: 2, name, minimum: 0, maximum: 3, modifications: [option(21, 2), option(22)] },
];
const pick = (modificationId: number, count = 1) => ({ modificationId, count });

describe('optionsFit', () => {
  it('takes choices within every rule', () => {
    expect(optionsFit(groups, [pick(11)])).toBe(true);
    expect(optionsFit(groups, [pick(12), pick(21, 2), pick(22)])).toBe(true);
    expect(optionsFit([], [])).toBe(true);
  });

  it('refuses an option the dish no longer offers, or one given twice', () => {
    expect(optionsFit(groups, [pick(11), pick(99)])).toBe(false);
    expect(optionsFit(groups, [pick(11), pick(22), pick(22)])).toBe(false);
    expect(optionsFit([], [pick(11)])).toBe(false);
  });

  it("refuses more of an option than it allows, and a group's total outside its minimum and maximum", () => {
    expect(optionsFit(groups, [pick(11), pick(22, 2)])).toBe(false);
    expect(optionsFit(groups, [pick(11), pick(21, 3)])).toBe(false);
    expect(optionsFit(groups, [])).toBe(false);
    expect(optionsFit(groups, [pick(11), pick(12)])).toBe(false);
    const unlimited = [{ ...groups[1]!, maximum: 0, modifications: [option(21, 9)] }];
    expect(optionsFit(unlimited, [pick(21, 9)])).toBe(true);
  });
});
