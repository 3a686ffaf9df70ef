import { describe, expect, it } from 'vitest';
import { chooseAddressAtom, chosenAddressAtom } from '@/entities/address/address.atoms.ts';
import { sessionAtom } from '@/entities/session/session.atoms.ts';
import { TEST_USER } from '@/testing/fixtures.ts';
import { forgetAccountOnChange } from './account-switch.ts';
import { createAppStore, createQueryClient } from './store.ts';

const ADDRESS = { id: 5, type: 'HOUSE' as const, name: 'Amir Temur 1', latitude: 41.3, longitude: 69.28 };

function signedInStore() {
  const client = createQueryClient();
  const store = createAppStore(client);
  store.set(sessionAtom, { token: 't-1', user: TEST_USER });
  store.set(chooseAddressAtom, ADDRESS);
  client.setQueryData(['merchant', 'm-1', 'orders', 'one', 7], { id: 7 });
  client.setQueryData(['merchant', 'm-1', 'addresses', TEST_USER.id], [ADDRESS]);
  client.setQueryData(['merchant', 'm-1', 'overall', 'WEB'], { products: [] });
  forgetAccountOnChange(store);
  const cached = () =>
    client
      .getQueryCache()
      .getAll()
      .map((query) => String(query.queryKey[2]));
  return { store, cached };
}

describe('what one account saw leaves with it', () => {
  it("on sign-out the customer's cached answers and chosen address go; the menu stays", () => {
    const { store, cached } = signedInStore();
    store.set(sessionAtom, { token: 't-1', user: { ...TEST_USER, firstName: 'Renamed' } });
    expect(cached()).toEqual(['orders', 'addresses', 'overall']);
    store.set(sessionAtom, { token: null, user: null });
    expect(cached()).toEqual(['overall']);
    expect(store.get(chosenAddressAtom)).toBeNull();
  });

  it('another account signing in in the same tab does not see the first one’s, and a guest signing in keeps theirs', () => {
    const { store, cached } = signedInStore();
    store.set(sessionAtom, { token: 't-2', user: { ...TEST_USER, id: TEST_USER.id + 1 } });
    expect(cached()).toEqual(['overall']);
    store.set(sessionAtom, { token: null, user: null });
    store.set(chooseAddressAtom, ADDRESS);
    store.set(sessionAtom, { token: 't-3', user: TEST_USER });
    expect(store.get(chosenAddressAtom)).toEqual(ADDRESS);
  });
});
