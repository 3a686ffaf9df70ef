import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '@/entities/basket/basket.atoms.ts';
import { branchAtom } from '@/entities/branch/branch.atoms.ts';
import type { Branch } from '@/shared/contract/branch.ts';
import type { Overall } from '@/shared/contract/catalogue.ts';
import { PLOV, TEA, TEST_BRANCH, TEST_MENU, TEST_STORED_BRANCH, TEST_USER } from '@/testing/fixtures.ts';
import type { ApiAnswers } from '@/testing/fake-api.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';

const week = (open: string, close: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open, close, isClosed: false }));
const branch = (id: number, eng: string, extra: Partial<Branch> = {}): Branch => ({
  ...TEST_BRANCH,
  id,
  isMain: false,
  name: { uz: eng, ru: eng, eng },
  ...extra,
});
const NOW = new Date('2026-11-23T09:30:00Z'); // Monday, 14:30 in Tashkent
const CHILANZAR = { ...TEST_BRANCH, workHours: week('10:00', '23:00') };
const YUNUSABAD = branch(2, 'Yunusabad', { workHours: week('10:00', '23:00') });
const NIGHT_ONLY = branch(3, 'Night kitchen', { workHours: week('20:00', '04:00') });
const DELIVERY_ONLY = branch(4, 'Dark kitchen', {
  settings: { ...TEST_BRANCH.settings!, pickupEnabled: false },
});
// Green tea is sold at Chilanzar only; plov everywhere.
const MENU: Overall = {
  ...TEST_MENU,
  products: TEST_MENU.products.map((product) =>
    product.id === PLOV.id
      ? { ...product, productBranch: [1, 2, 3, 4].map((branchId) => ({ branchId, active: true, stock: null })) }
      : product,
  ),
};
const world = { overalls: MENU, branches: [CHILANZAR, YUNUSABAD, NIGHT_ONLY, DELIVERY_ONLY], grades: [] };
const options = () => screen.getAllByTestId('branch-option');
const option = (name: string) => {
  const found = options().find((element) => element.textContent?.includes(name));
  if (!found) throw new Error(`no option ${name}`);
  return found as HTMLButtonElement;
};

/** The branch choice for pick-up, a plov (sold everywhere) and two teas (at Chilanzar only) in the basket. */
const chooseWithPlovAndTea = (api: ApiAnswers) =>
  renderScreen({
    path: '/choose-branch',
    session: TEST_USER,
    serviceType: 'PICK_UP',
    branch: TEST_STORED_BRANCH,
    basket: [
      { productId: PLOV.id, count: 1 },
      { productId: TEA.id, count: 2 },
    ],
    api,
  });

describe('choosing the pick-up branch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('offers the branches that do pick-up, the chosen one checked, a closed one marked and not choosable', async () => {
    await renderScreen({
      path: '/choose-branch',
      session: TEST_USER,
      serviceType: 'PICK_UP',
      branch: TEST_STORED_BRANCH,
      api: world,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Where to pick up' })).toBeTruthy();
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(screen.queryByText('Dark kitchen')).toBeNull();
    expect(option('Chilanzar').getAttribute('aria-checked')).toBe('true');
    expect(option('Yunusabad').getAttribute('aria-checked')).toBe('false');
    expect(option('Night kitchen').disabled).toBe(true);
    expect(within(option('Night kitchen')).getByText('Closed now')).toBeTruthy();
  });

  it('chooses a branch that sells the whole basket at once, and goes back', async () => {
    const { store, location, navigate } = await renderScreen({
      path: '/',
      session: TEST_USER,
      serviceType: 'PICK_UP',
      branch: TEST_STORED_BRANCH,
      basket: [{ productId: PLOV.id, count: 1 }],
      api: world,
    });
    navigate('/choose-branch');
    await waitFor(() => expect(options()).toHaveLength(3));
    tap(option('Yunusabad'));
    await waitFor(() => expect(location.path()).toBe('/'));
    expect(store.get(branchAtom)).toMatchObject({ id: 2, source: 'chosen' });
    expect(store.get(basketAtom).items).toHaveLength(1);
  });

  it('while the menu has not come, changes the branch without offering to empty the basket', async () => {
    const { store } = await chooseWithPlovAndTea({ ...world, overalls: () => new Promise<never>(() => undefined) });
    await waitFor(() => expect(options()).toHaveLength(3));
    tap(option('Yunusabad'));
    await waitFor(() => expect(store.get(branchAtom)).toMatchObject({ id: 2, source: 'chosen' }));
    expect(screen.queryByTestId('branch-switch')).toBeNull();
    expect(store.get(basketAtom).items).toHaveLength(2);
  });

  it('asks before lines the new branch does not sell leave the basket, and keeps everything on no', async () => {
    const { store } = await chooseWithPlovAndTea(world);
    await waitFor(() => expect(options()).toHaveLength(3));
    tap(option('Yunusabad'));
    const drawer = await screen.findByTestId('branch-switch');
    tap(within(drawer).getByRole('button', { name: 'Keep the current branch' }));
    expect(store.get(branchAtom)).toMatchObject({ id: 1 });
    expect(store.get(basketAtom).items).toHaveLength(2);
    tap(option('Yunusabad'));
    tap(within(await screen.findByTestId('branch-switch')).getByRole('button', { name: 'Remove and switch' }));
    await waitFor(() => expect(store.get(branchAtom)).toMatchObject({ id: 2, source: 'chosen' }));
    expect(store.get(basketAtom).items.map((item) => item.productId)).toEqual([PLOV.id]);
  });
});
