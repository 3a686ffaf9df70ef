import * as v from 'valibot';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketStateSchema } from './basket.model.ts';

/** The atoms read storage when their module loads: each test imports a fresh copy after arranging storage. */
async function freshAtoms() {
  vi.resetModules();
  return { ...(await import('./basket.atoms.ts')), ...(await import('./after-order.atoms.ts')) };
}

describe('basket persistence and the after-order reset', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the basket, its service type and checkout draft across a reload', async () => {
    const first = await freshAtoms();
    const store = createStore();
    store.set(first.addItemAtom, {
      productId: 5,
      modifications: [{ modificationId: 9, count: 1 }],
      count: 2,
      stock: null,
    });
    store.set(first.serviceTypeAtom, 'PICK_UP');
    store.set(first.checkoutDraftAtom, { promoCode: 'SALE10', comment: 'No onion', idempotencyKey: 'abc12345' });

    const second = await freshAtoms();
    const reloaded = createStore().get(second.basketAtom);
    expect(reloaded.items).toEqual([
      { key: '5:9x1', productId: 5, count: 2, modifications: [{ modificationId: 9, count: 1 }] },
    ]);
    expect(reloaded.serviceType).toBe('PICK_UP');
    expect(reloaded.checkout).toMatchObject({ promoCode: 'SALE10', idempotencyKey: 'abc12345' });
  });

  it('drops a stored basket that does not match its schema instead of crashing', async () => {
    localStorage.setItem('basket', JSON.stringify({ items: [{ productId: 'x' }] }));
    const atoms = await freshAtoms();
    expect(createStore().get(atoms.basketAtom)).toEqual({ items: [] });
    expect(localStorage.getItem('basket')).toBeNull();
    expect(v.safeParse(BasketStateSchema, { items: [] }).success).toBe(true);
  });

  it('after an order: lines, comment, promo, cashback and address extras cleared, later set, a new key next time', async () => {
    const atoms = await freshAtoms();
    const store = createStore();
    store.set(atoms.addItemAtom, { productId: 1, modifications: [], count: 3, stock: null });
    store.set(atoms.serviceTypeAtom, 'DELIVERY');
    store.set(atoms.checkoutDraftAtom, {
      comment: 'c',
      promoCode: 'P',
      cashback: 5000,
      office: '1',
      domophone: '2',
      entrance: '3',
      floor: '4',
      courierComment: 'k',
      paymentType: 'CLICK',
      idempotencyKey: 'key-1',
      later: false,
    });
    store.set(atoms.resetAfterOrderAtom, store.get(atoms.basketAtom).items);
    const basket = store.get(atoms.basketAtom);
    expect(basket.items).toEqual([]);
    expect(basket.serviceType).toBe('DELIVERY');
    expect(basket.checkout).toEqual({ later: true, paymentType: 'CLICK' });
    expect(JSON.parse(localStorage.getItem('basket') ?? '{}')).toEqual(basket);
  });

  it('after an order: what was added while it was on its way stays in the basket', async () => {
    const atoms = await freshAtoms();
    const store = createStore();
    store.set(atoms.addItemAtom, { productId: 1, modifications: [], count: 2, stock: null });
    store.set(atoms.addItemAtom, { productId: 2, modifications: [], count: 1, stock: null });
    const sent = store.get(atoms.basketAtom).items;
    // Meanwhile, from the menu: one more of the first dish and a new one.
    store.set(atoms.addItemAtom, { productId: 1, modifications: [], count: 1, stock: null });
    store.set(atoms.addItemAtom, { productId: 3, modifications: [], count: 4, stock: null });
    store.set(atoms.resetAfterOrderAtom, sent);
    expect(store.get(atoms.basketAtom).items.map(({ productId, count }) => ({ productId, count }))).toEqual([
      { productId: 1, count: 1 },
      { productId: 3, count: 4 },
    ]);
  });

  it("takes another tab's basket as it changes, and an emptied one", async () => {
    const atoms = await freshAtoms();
    const store = createStore();
    const unsubscribe = store.sub(atoms.basketAtom, () => {});
    store.set(atoms.addItemAtom, { productId: 1, modifications: [], count: 1, stock: null });
    const elsewhere = { items: [{ key: '7', productId: 7, count: 2, modifications: [] }], serviceType: 'PICK_UP' };
    localStorage.setItem('basket', JSON.stringify(elsewhere));
    window.dispatchEvent(new StorageEvent('storage', { key: 'basket', newValue: JSON.stringify(elsewhere) }));
    expect(store.get(atoms.basketAtom)).toEqual(elsewhere);
    // Another key changing is not the basket's business.
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: '"ru"' }));
    expect(store.get(atoms.basketAtom)).toEqual(elsewhere);
    localStorage.removeItem('basket');
    window.dispatchEvent(new StorageEvent('storage', { key: 'basket', newValue: null }));
    expect(store.get(atoms.basketAtom)).toEqual({ items: [] });
    unsubscribe();
  });
});
