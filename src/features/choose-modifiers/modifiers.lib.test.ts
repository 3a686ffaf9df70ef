import { describe, expect, it } from 'vitest';
import type { ModificationGroup } from '@/shared/contract/catalogue.ts';
import { defaultSelection, selectionList, selectionProblems, setOption } from './modifiers.lib.ts';

const name = { uz: 'x', ru: 'x', eng: 'x' };
const size: ModificationGroup = {
  id: 1,
  name,
  minimum: 1,
  maximum: 1,
  modifications: [
    { id: 11, name, price: 0 },
    { id: 12, name, price: 15000 },
  ],
};
const extras: ModificationGroup = {
  id: 2,
  name,
  minimum: 0,
  maximum: 3,
  modifications: [
    { id: 21, name, price: 5000, maxCount: 2 },
    { id: 22, name, price: 3000 },
    { id: 23, name, price: 2000 },
  ],
};
const sauces: ModificationGroup = {
  id: 3,
  name,
  minimum: 1,
  maximum: 2,
  modifications: [
    { id: 31, name, price: 0 },
    { id: 32, name, price: 0 },
    { id: 33, name, price: 0 },
  ],
};
const groups = [size, extras, sauces];

describe('modifier rules', () => {
  it('asks for the minimum of each group', () => {
    expect(selectionProblems(groups, new Map())).toEqual([
      { groupId: 1, kind: 'minimum', minimum: 1 },
      { groupId: 3, kind: 'minimum', minimum: 1 },
    ]);
  });

  it('refuses more than a group maximum', () => {
    const tooMany = new Map([
      [11, 1],
      [31, 1],
      [32, 1],
      [33, 1],
    ]);
    expect(selectionProblems(groups, tooMany)).toEqual([{ groupId: 3, kind: 'maximum', maximum: 2 }]);
  });

  it('accepts a valid choice', () => {
    expect(
      selectionProblems(
        groups,
        new Map([
          [12, 1],
          [21, 2],
          [31, 1],
        ]),
      ),
    ).toEqual([]);
  });

  it('behaves as a radio in a one-option group, and keeps an option within its own limit', () => {
    let selection = setOption(groups, new Map(), 11, 1);
    selection = setOption(groups, selection, 12, 1);
    expect(selectionList(selection)).toEqual([{ modificationId: 12, count: 1 }]);
    expect(setOption(groups, selection, 21, 5).get(21)).toBe(2);
    expect(setOption(groups, new Map([[21, 1]]), 21, 0).has(21)).toBe(false);
  });

  it('starts required single choices on their first option', () => {
    expect([...defaultSelection(groups)]).toEqual([[11, 1]]);
  });
});
