import { describe, expect, it } from 'vitest';
import { addToBasket, lineKey, setLineCount, toCartLines, unitsOf } from './basket.lib.ts';

const empty = { items: [] };

describe('basket', () => {
  it('keys a line by product and options, whatever their order', () => {
    expect(lineKey(5, [])).toBe('5');
    expect(lineKey(5, [{ modificationId: 9, count: 1 }, { modificationId: 3, count: 2 }])).toBe(lineKey(5, [{ modificationId: 3, count: 2 }, { modificationId: 9, count: 1 }]));
  });

  it('merges the same product with the same options into one line, and keeps other options apart', () => {
    let state = addToBasket(empty, 1, [], 1, null).state;
    state = addToBasket(state, 1, [], 2, null).state;
    state = addToBasket(state, 1, [{ modificationId: 4, count: 1 }], 1, null).state;
    expect(state.items.map((i) => [i.key, i.count])).toEqual([['1', 3], ['1:4x1', 1]]);
    expect(unitsOf(state, 1)).toBe(4);
  });

  it('never holds more units of a product than its stock, across its lines', () => {
    const first = addToBasket(empty, 2, [], 2, 3);
    const second = addToBasket(first.state, 2, [{ modificationId: 1, count: 1 }], 5, 3);
    expect(second.added).toBe(1);
    expect(second.limitedTo).toBe(3);
    expect(unitsOf(second.state, 2)).toBe(3);
    expect(addToBasket(second.state, 2, [], 1, 3)).toMatchObject({ added: 0, limitedTo: 3 });
  });

  it('sets a count within the stock, and 0 removes the line', () => {
    const state = addToBasket(empty, 3, [], 1, 4).state;
    expect(setLineCount(state, '3', 9, 4)).toMatchObject({ limitedTo: 4 });
    expect(setLineCount(state, '3', 9, 4).state.items[0]?.count).toBe(4);
    expect(setLineCount(state, '3', 0, 4).state.items).toEqual([]);
    expect(toCartLines(state)).toEqual([{ productId: 3, count: 1, modifications: [] }]);
  });
});
