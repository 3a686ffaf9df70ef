import { describe, expect, it } from 'vitest';
import type { Product } from '@/shared/contract/catalogue.ts';
import { priceOrder } from '@/shared/contract/pricing.ts';
import { addToBasket, lineKey, pricedLines, setLineCount, toCartItems, unitsOf } from './basket.lib.ts';

const empty = { items: [] };

describe('basket', () => {
  it('keys a line by product and options, whatever their order', () => {
    expect(lineKey(5, [])).toBe('5');
    expect(
      lineKey(5, [
        { modificationId: 9, count: 1 },
        { modificationId: 3, count: 2 },
      ]),
    ).toBe(
      lineKey(5, [
        { modificationId: 3, count: 2 },
        { modificationId: 9, count: 1 },
      ]),
    );
  });

  it('merges the same product with the same options into one line, and keeps other options apart', () => {
    let state = addToBasket(empty, 1, [], 1, null).state;
    state = addToBasket(state, 1, [], 2, null).state;
    state = addToBasket(state, 1, [{ modificationId: 4, count: 1 }], 1, null).state;
    expect(state.items.map((i) => [i.key, i.count])).toEqual([
      ['1', 3],
      ['1:4x1', 1],
    ]);
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
    expect(toCartItems(state)).toEqual([{ productId: 3, count: 1, modifications: [] }]);
  });

  it('takes one unit off a line the branch has fewer of than the basket holds, and keeps a raise from cutting it', () => {
    // Five in the basket (filled at another branch), three left here.
    const over = addToBasket(empty, 3, [], 5, null).state;
    const cut = setLineCount(over, '3', 4, 3);
    expect(cut).toMatchObject({ added: -1, limitedTo: null });
    expect(cut.state.items[0]?.count).toBe(4);
    const raised = setLineCount(over, '3', 6, 3);
    expect(raised).toMatchObject({ added: 0, limitedTo: 3 });
    expect(raised.state.items[0]?.count).toBe(5);
    // Two lines of one dish, three left: a cut on the second line leaves it, one unit less.
    const plain = addToBasket(empty, 3, [], 3, null).state;
    const both = addToBasket(plain, 3, [{ modificationId: 1, count: 1 }], 2, null).state;
    const withCheese = both.items[1]!;
    const after = setLineCount(both, withCheese.key, 1, 3);
    expect(after.state.items.map((item) => item.count)).toEqual([3, 1]);
  });

  it('prices each line from the catalogue: own price and discount, each option at its price, a vanished one at 0', () => {
    const name = { uz: 'x', ru: 'x', eng: 'x' };
    const soup: Product = {
      id: 1,
      categoryId: 1,
      priority: 1,
      name,
      active: true,
      type: 'NONE',
      costPrice: 20_000,
      discount: 10,
      modificationGroups: [{ id: 1, name, minimum: 0, maximum: 0, modifications: [{ id: 7, name, price: 3_000 }] }],
    };
    let state = addToBasket(
      empty,
      1,
      [
        { modificationId: 7, count: 2 },
        { modificationId: 8, count: 1 },
      ],
      2,
      null,
    ).state;
    state = addToBasket(state, 99, [], 1, null).state;
    const lines = pricedLines(state.items, [soup]);
    expect(lines).toEqual([
      {
        costPrice: 20_000,
        discountPercent: 10,
        count: 2,
        modifications: [
          { price: 3_000, count: 2 },
          { price: 0, count: 1 },
        ],
      },
      { costPrice: 0, discountPercent: 0, count: 1, modifications: [] },
    ]);
    // (20,000 - 10 % + 2 x 3,000) x 2
    expect(
      priceOrder({ lines, deliveryPrice: 0, isDelivery: false, promo: null, cashbackRequested: 0, cashbackBalance: 0 })
        .totalPrice,
    ).toBe(48_000);
    expect(pricedLines(state.items, undefined).every((line) => line.costPrice === 0)).toBe(true);
  });
});
