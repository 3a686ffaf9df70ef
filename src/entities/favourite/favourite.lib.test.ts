import { describe, expect, it } from 'vitest';
import type { Favourite, Product } from '@/shared/contract/catalogue.ts';
import {
  applyToggle,
  confirmToggle,
  findFavourite,
  isConfirmed,
  listFavourites,
  placeholderId,
  rollbackToggle,
} from './favourite.lib.ts';

const USER = 7;
const fav = (productId: number, id = productId * 10): Favourite => ({ id, productId, userId: USER, isFavourite: true });
const ids = (list: readonly Favourite[]) => list.map((f) => f.productId);
const product = (id: number): Product => ({
  id,
  name: { uz: `P${id}`, ru: `P${id}`, eng: `P${id}` },
  categoryId: 1,
  priority: id,
  active: true,
  type: 'NONE',
  costPrice: 1000,
});

describe('applyToggle (the optimistic update)', () => {
  it('puts a new favourite first, as a placeholder the server has not confirmed', () => {
    const next = applyToggle([fav(1), fav(2)], { productId: 3, isFavourite: true }, USER);
    expect(ids(next)).toEqual([3, 1, 2]);
    expect(next[0]).toEqual({ id: placeholderId(3), productId: 3, userId: USER, isFavourite: true });
    expect(next[0] && isConfirmed(next[0])).toBe(false);
  });

  it('drops a removed favourite', () => {
    expect(ids(applyToggle([fav(1), fav(2), fav(3)], { productId: 2, isFavourite: false }, USER))).toEqual([1, 3]);
  });

  it('gives back the same list when nothing changes', () => {
    const list = [fav(1)];
    expect(applyToggle(list, { productId: 1, isFavourite: true }, USER)).toBe(list);
    expect(applyToggle(list, { productId: 9, isFavourite: false }, USER)).toBe(list);
  });

  it('never makes a placeholder id that could be a real one', () => {
    for (const id of [0, 1, 5000]) expect(placeholderId(id)).toBeLessThan(0);
  });
});

describe('rollbackToggle', () => {
  it('takes back a failed add', () => {
    const before = [fav(1), fav(2)];
    const optimistic = applyToggle(before, { productId: 3, isFavourite: true }, USER);
    expect(rollbackToggle(optimistic, before, 3)).toEqual(before);
  });

  it('puts a failed removal back at its old place, with its real record', () => {
    const before = [fav(1), fav(2), fav(3)];
    const optimistic = applyToggle(before, { productId: 2, isFavourite: false }, USER);
    expect(rollbackToggle(optimistic, before, 2)).toEqual(before);
    expect(rollbackToggle(applyToggle(before, { productId: 1, isFavourite: false }, USER), before, 1)).toEqual(before);
  });

  it('undoes only its own product: a toggle made meanwhile on another product stays', () => {
    const before = [fav(1), fav(2)];
    // Remove 2 (will fail) and, while it is in flight, add 5 and remove 1 (both fine).
    let list = applyToggle(before, { productId: 2, isFavourite: false }, USER);
    list = applyToggle(list, { productId: 5, isFavourite: true }, USER);
    list = applyToggle(list, { productId: 1, isFavourite: false }, USER);
    expect(ids(rollbackToggle(list, before, 2))).toEqual([5, 2]);

    const added = applyToggle(
      applyToggle(before, { productId: 2, isFavourite: false }, USER),
      { productId: 6, isFavourite: true },
      USER,
    );
    // 6 was added after the snapshot, 1 preceded 2: 2 goes back right after 1.
    expect(ids(rollbackToggle(added, before, 2))).toEqual([6, 1, 2]);
  });

  it('gives back the same list when the product is already as it was', () => {
    const list = [fav(1)];
    expect(rollbackToggle(list, list, 9)).toBe(list);
  });
});

describe('confirmToggle', () => {
  it("replaces the placeholder with the server's record", () => {
    const list = applyToggle([fav(1)], { productId: 3, isFavourite: true }, USER);
    const saved = { ...fav(3, 99), createdDate: '2025-01-01T10:00:00Z' };
    const next = confirmToggle(list, saved);
    expect(next[0]).toBe(saved);
    expect(findFavourite(next, 3)?.id).toBe(99);
  });

  it('leaves the list alone when the product was unmarked meanwhile, or for a removal', () => {
    const list = [fav(1)];
    expect(confirmToggle(list, fav(3, 99))).toBe(list);
    expect(confirmToggle(list, { id: 0, productId: 1, userId: USER, isFavourite: false })).toBe(list);
    expect(confirmToggle(list, fav(1))).toBe(list);
  });
});

describe('listFavourites', () => {
  it("lists the menu's products in the favourites' order and the rest as gone, named when still known", () => {
    const menu = new Map([1, 2, 3].map((id) => [id, product(id)]));
    const known = new Map([...menu, [4, product(4)]]);
    const listing = listFavourites([fav(3), fav(4), fav(1), fav(8)], menu, known);
    expect(listing.available.map((p) => p.id)).toEqual([3, 1]);
    expect(listing.gone).toEqual([
      { productId: 4, favouriteId: 40, product: product(4) },
      { productId: 8, favouriteId: 80, product: null },
    ]);
  });

  it('skips records that are not favourites and duplicates', () => {
    const menu = new Map([[1, product(1)]]);
    expect(
      listFavourites([fav(1), fav(1, 11), { ...fav(2), isFavourite: false }], menu).available.map((p) => p.id),
    ).toEqual([1]);
    expect(listFavourites([], menu)).toEqual({ available: [], gone: [] });
  });
});
