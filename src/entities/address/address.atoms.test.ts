import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@/shared/contract/user.ts';
import { newClientId } from './address.lib.ts';

const saved: Address = { id: 5, type: 'HOUSE', name: 'Home', latitude: 41.31, longitude: 69.28, cityId: 1 };

/** A fresh module, so the stored atom reads localStorage as a reloaded page would. */
const load = async () => {
  vi.resetModules();
  return import('./address.atoms.ts');
};

describe('chosen address', () => {
  beforeEach(() => localStorage.clear());

  it('survives a reload, schema-checked', async () => {
    const first = await load();
    const store = createStore();
    store.set(first.chooseAddressAtom, saved);
    expect(JSON.parse(localStorage.getItem(first.CHOSEN_ADDRESS_KEY) ?? 'null')).toMatchObject({ id: 5 });
    const second = await load();
    expect(createStore().get(second.chosenAddressAtom)).toMatchObject({ id: 5, name: 'Home' });
    localStorage.setItem(second.CHOSEN_ADDRESS_KEY, JSON.stringify({ id: 5 }));
    expect(createStore().get((await load()).chosenAddressAtom)).toBeNull();
  });

  it('holds a draft with a client-made id too', async () => {
    const { chooseAddressAtom, chosenAddressAtom } = await load();
    const store = createStore();
    const draft = { ...saved, id: newClientId() };
    store.set(chooseAddressAtom, draft);
    expect(store.get(chosenAddressAtom)).toEqual(draft);
  });

  it('follows edits and deletions of the chosen address', async () => {
    const { chooseAddressAtom, chosenAddressAtom, syncChosenAddressAtom, CHOSEN_ADDRESS_KEY } = await load();
    const store = createStore();
    store.set(chooseAddressAtom, saved);
    store.set(syncChosenAddressAtom, { saved: { ...saved, id: 6, name: 'Other' } });
    expect(store.get(chosenAddressAtom)?.name).toBe('Home');
    store.set(syncChosenAddressAtom, { saved: { ...saved, name: 'Home 2' } });
    expect(store.get(chosenAddressAtom)?.name).toBe('Home 2');
    store.set(syncChosenAddressAtom, { deletedId: 5 });
    expect(store.get(chosenAddressAtom)).toBeNull();
    expect(localStorage.getItem(CHOSEN_ADDRESS_KEY)).toBeNull();
  });
});
