import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basketAtom } from '@/entities/basket/basket.atoms.ts';
import { BURGER, PLOV, TEST_BRANCH, TEST_MENU, TEST_STORED_BRANCH } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';
import { shownText } from '@/testing/shown-text.ts';

const world = { overalls: TEST_MENU, branches: [TEST_BRANCH], grades: [] };
const mainButton = () => screen.getByTestId('browser-main-button');

describe('the product page', () => {
  it('adds a dish with the options and the quantity chosen, priced as chosen', async () => {
    const { navigate } = await renderScreen({ path: `/Product/${BURGER.id}`, api: world, branch: TEST_STORED_BRANCH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Burger' })).toBeTruthy();
    expect(shownText(mainButton())).toBe("Add to basket · 40 000 so'm");

    // An option is named with what it costs, as the row shows it.
    tap(screen.getByRole('checkbox', { name: /^Cheese, \+5\s000\sso'm$/ }));
    expect((screen.getByRole('checkbox', { name: /^Cheese,/ }) as HTMLInputElement).checked).toBe(true);
    expect(shownText(mainButton())).toBe("Add to basket · 45 000 so'm");
    tap(within(screen.getByRole('group', { name: 'Quantity' })).getByRole('button', { name: 'One more' }));
    expect(shownText(mainButton())).toBe("Add to basket · 90 000 so'm");
    tap(mainButton());
    expect((await screen.findByTestId('toast')).getAttribute('role')).toBe('status');
    expect(screen.getByTestId('toast').textContent).toContain('Burger is in the basket');

    navigate('/cart');
    const line = (await screen.findByText('Burger', { selector: '.cart-line__name' })).closest('li');
    if (!line) throw new Error('no basket line');
    expect(within(line).getByText('Cheese')).toBeTruthy();
    expect(within(line).getByRole('group', { name: '2 in the basket' })).toBeTruthy();
    await waitFor(() => expect(shownText(screen.getByTestId('cart-total'))).toBe("90 000 so'm"));
  });

  it('offers at most what the branch has left beyond the basket, and says so at the limit', async () => {
    const counted = {
      ...TEST_MENU,
      products: TEST_MENU.products.map((p) =>
        p.id === PLOV.id ? { ...p, productBranch: [{ branchId: TEST_BRANCH.id, active: true, stock: 3 }] } : p,
      ),
    };
    await renderScreen({
      path: `/Product/${PLOV.id}`,
      api: { ...world, overalls: counted },
      branch: TEST_STORED_BRANCH,
      basket: [{ productId: PLOV.id, count: 1 }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plov' })).toBeTruthy();
    const stepper = screen.getByRole('group', { name: 'Quantity' });
    const more = within(stepper).getByRole('button', { name: 'One more' }) as HTMLButtonElement;
    expect(screen.queryByTestId('product-stock')).toBeNull();
    tap(more);
    expect(screen.getByTestId('product-count').textContent).toBe('2');
    // Three in stock, one in the basket: two is the most, and the page says why "+" stops (the branch's maximum).
    expect(more.disabled).toBe(true);
    expect(screen.getByTestId('product-stock').textContent).toBe('Not enough products! Maximum amount 3');
    expect(shownText(mainButton())).toBe("Add to basket · 60 000 so'm");
    tap(mainButton());
    expect((await screen.findByTestId('toast')).textContent).toContain('Plov is in the basket');
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('says nothing of the limit before a choice, and turns the button off when the basket holds all there is', async () => {
    const withStock = (stock: number) => ({
      ...TEST_MENU,
      products: TEST_MENU.products.map((p) =>
        p.id === PLOV.id ? { ...p, productBranch: [{ branchId: TEST_BRANCH.id, active: true, stock }] } : p,
      ),
    });
    const { navigate } = await renderScreen({
      path: `/Product/${PLOV.id}`,
      api: { ...world, overalls: withStock(1) },
      branch: TEST_STORED_BRANCH,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plov' })).toBeTruthy();
    // One left and none taken: the page does not open on "Not enough products!".
    expect(screen.queryByTestId('product-stock')).toBeNull();
    const add = (await screen.findByTestId('browser-main-button')) as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    tap(add);
    expect((await screen.findByTestId('toast')).textContent).toContain('Plov is in the basket');
    // The one left is in the basket now: the dish's page offers no more, and says why beside the button.
    navigate('/');
    navigate(`/Product/${PLOV.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plov' })).toBeTruthy();
    await waitFor(() => expect((mainButton() as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('main-button-hint').textContent).toBe('Not enough products! Maximum amount 1');
    expect(screen.queryByTestId('product-stock')).toBeNull();
  });

  it('takes back an optional single choice with None', async () => {
    const coffee = {
      ...BURGER,
      id: 90,
      name: { uz: 'Cappuccino', ru: 'Cappuccino', eng: 'Cappuccino' },
      modificationGroups: [
        {
          id: 60,
          name: { uz: 'Syrup', ru: 'Syrup', eng: 'Syrup' },
          minimum: 0,
          maximum: 1,
          modifications: [{ id: 61, name: { uz: 'Caramel', ru: 'Caramel', eng: 'Caramel' }, price: 3000 }],
        },
      ],
    };
    await renderScreen({
      path: `/Product/${coffee.id}`,
      api: { ...world, overalls: { ...TEST_MENU, products: [...TEST_MENU.products, coffee] } },
      branch: TEST_STORED_BRANCH,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cappuccino' })).toBeTruthy();
    const none = screen.getByRole('radio', { name: 'None' }) as HTMLInputElement;
    expect(none.checked).toBe(true);
    tap(screen.getByRole('radio', { name: /^Caramel\b/ }));
    expect(none.checked).toBe(false);
    expect(shownText(mainButton())).toBe("Add to basket · 43 000 so'm");
    tap(none);
    expect(none.checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^Caramel\b/ }) as HTMLInputElement).checked).toBe(false);
    expect(shownText(mainButton())).toBe("Add to basket · 40 000 so'm");
  });

  it("says each option group's rule: 'select N' when it asks for exactly N", async () => {
    const [extras] = BURGER.modificationGroups ?? [];
    if (!extras) throw new Error('the burger has no options');
    const groups = [
      extras,
      { ...extras, id: 60, name: { uz: 'Size', ru: 'Size', eng: 'Size' }, minimum: 1, maximum: 1 },
      { ...extras, id: 61, name: { uz: 'Sauce', ru: 'Sauce', eng: 'Sauce' }, minimum: 1, maximum: 2 },
    ].map((group, index) => ({
      ...group,
      modifications: group.modifications.map((m) => ({ ...m, id: m.id + index * 100 })),
    }));
    const menu = {
      ...TEST_MENU,
      products: TEST_MENU.products.map((p) => (p.id === BURGER.id ? { ...p, modificationGroups: groups } : p)),
    };
    await renderScreen({
      path: `/Product/${BURGER.id}`,
      api: { ...world, overalls: menu },
      branch: TEST_STORED_BRANCH,
    });
    expect((await screen.findByTestId('group-rule-50')).textContent).toBe('select up to 2 items');
    expect(screen.getByTestId('group-rule-60').textContent).toBe('select 1');
    expect(screen.getByTestId('group-rule-61').textContent).toBe('select minimum 1 · select up to 2 items');
    // Add with a choice missing: nothing is added, and a screen reader hears which choice and its rule.
    tap(await screen.findByTestId('browser-main-button'));
    expect((await screen.findByTestId('announcement')).textContent).toBe(
      'Sauce: select minimum 1 · select up to 2 items',
    );
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('says a dish of a category without the basket is served in the restaurant only, and offers no way to add it', async () => {
    const hallOnly = {
      ...TEST_MENU,
      categories: TEST_MENU.categories.map((c) => (c.id === BURGER.categoryId ? { ...c, isWithoutCart: true } : c)),
    };
    await renderScreen({
      path: `/Product/${BURGER.id}`,
      api: { ...world, overalls: hallOnly },
      branch: TEST_STORED_BRANCH,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Burger' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'This dish is served in the restaurant only: it cannot be ordered online.',
    );
    expect(screen.queryByTestId('browser-main-button')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull();
  });

  it('keeps a dish with other options on a line of its own', async () => {
    const { navigate } = await renderScreen({
      path: `/Product/${BURGER.id}`,
      api: world,
      branch: TEST_STORED_BRANCH,
      basket: [{ productId: BURGER.id, count: 1 }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Burger' });
    tap(screen.getByRole('checkbox', { name: /^Bacon\b/ }));
    tap(mainButton());
    await screen.findByTestId('toast');
    navigate('/cart');
    await waitFor(() => expect(screen.getAllByText('Burger', { selector: '.cart-line__name' })).toHaveLength(2));
    expect(screen.getByText('Bacon')).toBeTruthy();
    await waitFor(() => expect(shownText(screen.getByTestId('cart-total'))).toBe("88 000 so'm"));
  });
});

describe('a menu read again while the dish page is open', () => {
  it('adds only options the dish has now, never an id the new menu replaced', async () => {
    const [extras] = BURGER.modificationGroups ?? [];
    if (!extras) throw new Error('the burger has no options');
    const size = (base: number) => ({
      ...extras,
      id: 70,
      name: { uz: 'Size', ru: 'Size', eng: 'Size' },
      minimum: 1,
      maximum: 1,
      modifications: extras.modifications.map((m, index) => ({ ...m, id: base + index, price: 0 })),
    });
    const menuWith = (base: number) => ({
      ...TEST_MENU,
      products: TEST_MENU.products.map((p) => (p.id === BURGER.id ? { ...p, modificationGroups: [size(base)] } : p)),
    });
    let menu = menuWith(100);
    const { api, client, store } = await renderScreen({
      path: `/Product/${BURGER.id}`,
      api: { ...world, overalls: () => menu },
      branch: TEST_STORED_BRANCH,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Burger' })).toBeTruthy();
    // The first size is chosen for the customer; then the menu comes again with the options under new ids.
    expect((screen.getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
    menu = menuWith(200);
    await act(() => client.invalidateQueries({ queryKey: ['merchant'] }));
    await waitFor(() => expect(api.calls('overalls')).toHaveLength(2));
    // The choice made under the old ids is no choice of the new menu: nothing shows chosen, and Add asks for one.
    await waitFor(() =>
      expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true),
    );
    tap(await screen.findByTestId('browser-main-button'));
    expect(store.get(basketAtom).items).toEqual([]);
    expect(screen.getByTestId('group-rule-70').className).toContain('problem');
    // Chosen again, the line carries the new id.
    tap(screen.getAllByRole('radio')[0] as HTMLElement);
    tap(screen.getByTestId('browser-main-button'));
    await waitFor(() => expect(store.get(basketAtom).items).toHaveLength(1));
    expect(store.get(basketAtom).items[0]?.modifications).toEqual([{ modificationId: 200, count: 1 }]);
  });
});
