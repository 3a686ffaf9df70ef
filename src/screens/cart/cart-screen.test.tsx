import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BURGER,
  LAGMAN,
  PLOV,
  TEA,
  TEST_BRANCH,
  TEST_MENU,
  TEST_STORED_BRANCH,
  TEST_USER,
} from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { errorReply } from '@/testing/fake-api.ts';
import { tap } from '@/testing/user.ts';
import { shownText } from '@/testing/shown-text.ts';

const world = { overalls: TEST_MENU, branches: [TEST_BRANCH], grades: [] };
const basket = [
  { productId: PLOV.id, count: 2 },
  { productId: BURGER.id, count: 1, modifications: [{ modificationId: 51, count: 1 }] },
];
const line = (name: string) => {
  const found = screen.getByText(name, { selector: '.cart-line__name' }).closest('li');
  if (!found) throw new Error(`no line for ${name}`);
  return found;
};
const mainButton = () => screen.getByTestId('browser-main-button');

describe('the basket', () => {
  it('shows each line with its options and price, and the totals', async () => {
    await renderScreen({ path: '/cart', session: TEST_USER, api: world, basket, branch: TEST_STORED_BRANCH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Basket' })).toBeTruthy();
    await waitFor(() => expect(within(line('Plov')).getByText("60 000 so'm")).toBeTruthy());
    expect(within(line('Burger')).getByText('Cheese')).toBeTruthy();
    expect(within(line('Burger')).getByText("45 000 so'm")).toBeTruthy();
    expect(screen.getByText('Products (3)')).toBeTruthy();
    expect(shownText(screen.getByTestId('cart-total'))).toBe("105 000 so'm");
    expect(shownText(mainButton())).toBe("Checkout · 105 000 so'm");
  });

  it('changes a quantity with + and −, and takes a line out at its last unit', async () => {
    await renderScreen({ path: '/cart', session: TEST_USER, api: world, basket, branch: TEST_STORED_BRANCH });
    await waitFor(() => expect(within(line('Plov')).getByText("60 000 so'm")).toBeTruthy());
    tap(within(line('Plov')).getByRole('button', { name: 'Add to basket' }));
    expect(within(line('Plov')).getByRole('group', { name: '3 in the basket' })).toBeTruthy();
    expect(shownText(screen.getByTestId('cart-total'))).toBe("135 000 so'm");
    tap(within(line('Plov')).getByRole('button', { name: 'Remove one' }));
    expect(shownText(screen.getByTestId('cart-total'))).toBe("105 000 so'm");
    tap(within(line('Burger')).getByRole('button', { name: 'Remove Burger' }));
    expect(screen.queryByText('Burger', { selector: '.cart-line__name' })).toBeNull();
    expect(screen.getByText('Products (2)')).toBeTruthy();
    expect(shownText(mainButton())).toBe("Checkout · 60 000 so'm");
    tap(within(line('Plov')).getByRole('button', { name: 'Remove one' }));
    tap(within(line('Plov')).getByRole('button', { name: 'Remove Plov' }));
    expect(await screen.findByText('Your basket is empty')).toBeTruthy();
    expect(screen.queryByTestId('browser-main-button')).toBeNull();
  });

  it('sends a guest to log in first, remembering the checkout', async () => {
    const { location } = await renderScreen({ path: '/cart', api: world, basket, branch: TEST_STORED_BRANCH });
    await waitFor(() => expect(shownText(mainButton())).toBe("Checkout · 105 000 so'm"));
    tap(mainButton());
    await waitFor(() => expect(location.path()).toBe('/login'));
    expect(await screen.findByLabelText('Phone number')).toBeTruthy();
    expect(window.localStorage.getItem('redirectUrl')).toBe(JSON.stringify('/checkout'));
  });

  it('goes on to the checkout when signed in', async () => {
    const { location } = await renderScreen({
      path: '/cart',
      session: TEST_USER,
      api: world,
      basket,
      branch: TEST_STORED_BRANCH,
    });
    await waitFor(() => expect(shownText(mainButton())).toBe("Checkout · 105 000 so'm"));
    tap(mainButton());
    await waitFor(() => expect(location.path()).toBe('/checkout'));
  });

  it("offers the merchant's recommendations sold at the branch under 'Goes well with', and adds one in a tap", async () => {
    const menu = {
      ...TEST_MENU,
      products: TEST_MENU.products.map((p) =>
        p.id === TEA.id || p.id === PLOV.id
          ? { ...p, isCartRecommendation: true }
          : p.id === LAGMAN.id
            ? {
                ...p,
                isCartRecommendation: true,
                productBranch: [{ branchId: TEST_BRANCH.id, active: true, stock: 0 }],
              }
            : p,
      ),
    };
    await renderScreen({
      path: '/cart',
      session: TEST_USER,
      api: { ...world, overalls: menu },
      basket,
      branch: TEST_STORED_BRANCH,
    });
    const row = await screen.findByRole('region', { name: 'Goes well with' });
    // Plov is in the basket already and Lagman is sold out at the branch: only the tea is offered.
    expect(
      within(row)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Green tea']);
    tap(within(row).getByRole('button', { name: 'Add: Green tea' }));
    expect(within(line('Green tea')).getByRole('group', { name: '1 in the basket' })).toBeTruthy();
    // The card stays in the row, now with its stepper.
    expect(within(row).getByRole('group', { name: '1 in the basket' })).toBeTruthy();
    expect(shownText(screen.getByTestId('cart-total'))).toBe("111 000 so'm");
  });

  it('marks a line whose dish is now served in the restaurant only as unavailable, and holds the checkout', async () => {
    const hallOnly = {
      ...TEST_MENU,
      categories: TEST_MENU.categories.map((c) => (c.id === TEA.categoryId ? { ...c, isWithoutCart: true } : c)),
    };
    await renderScreen({
      path: '/cart',
      session: TEST_USER,
      api: { ...world, overalls: hallOnly },
      basket: [
        { productId: PLOV.id, count: 2 },
        { productId: TEA.id, count: 1 },
      ],
      branch: TEST_STORED_BRANCH,
    });
    expect(await screen.findByTestId('cart-warning')).toBeTruthy();
    expect(within(line('Green tea')).getByTestId('cart-line-unavailable')).toBeTruthy();
    expect(within(line('Plov')).queryByTestId('cart-line-unavailable')).toBeNull();
    expect(shownText(screen.getByTestId('cart-total'))).toBe("60 000 so'm");
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('flags a line whose chosen option the menu no longer offers, prices it at nothing and holds the checkout', async () => {
    // The burger was kept with cheese (51); the menu has since dropped cheese.
    const noCheese = {
      ...TEST_MENU,
      products: TEST_MENU.products.map((p) =>
        p.id === BURGER.id
          ? {
              ...p,
              modificationGroups: p.modificationGroups?.map((g) => ({
                ...g,
                modifications: g.modifications.filter((m) => m.id !== 51),
              })),
            }
          : p,
      ),
    };
    await renderScreen({
      path: '/cart',
      session: TEST_USER,
      api: { ...world, overalls: noCheese },
      basket: [
        { productId: PLOV.id, count: 2 },
        { productId: BURGER.id, count: 1, modifications: [{ modificationId: 51, count: 1 }] },
      ],
      branch: TEST_STORED_BRANCH,
    });
    await screen.findByText('Burger');
    expect((await within(line('Burger')).findByTestId('cart-line-unavailable')).textContent).toBe(
      'Its choices have changed on the menu: remove it and add it again',
    );
    expect(within(line('Plov')).queryByTestId('cart-line-unavailable')).toBeNull();
    // Not a dish the branch does not sell: that warning is not said.
    expect(screen.queryByTestId('cart-warning')).toBeNull();
    expect(shownText(screen.getByTestId('cart-total'))).toBe("60 000 so'm");
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('flags a dish the branch has fewer of than the basket holds, with the most it has, and holds the checkout until it is lowered', async () => {
    const fewPlov = { ...PLOV, productBranch: [{ branchId: TEST_BRANCH.id, active: true, stock: 3 }] };
    await renderScreen({
      path: '/cart',
      session: TEST_USER,
      api: { ...world, overalls: { ...TEST_MENU, products: [fewPlov, LAGMAN, BURGER, TEA] } },
      // Filled at another branch, or an order repeated: five where three are left.
      basket: [{ productId: PLOV.id, count: 5 }],
      branch: TEST_STORED_BRANCH,
    });
    expect((await screen.findByTestId('cart-short')).textContent).toMatch(/^Insufficient quantity of products!/);
    expect(within(line('Plov')).getByTestId('cart-line-short').textContent).toBe(
      'Not enough products! Maximum amount 3',
    );
    expect((within(line('Plov')).getByRole('button', { name: 'Add to basket' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    tap(within(line('Plov')).getByRole('button', { name: 'Remove one' }));
    tap(within(line('Plov')).getByRole('button', { name: 'Remove one' }));
    await waitFor(() => expect(screen.queryByTestId('cart-short')).toBeNull());
    expect(within(line('Plov')).queryByTestId('cart-line-short')).toBeNull();
    expect((mainButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the branch does not take the chosen way of getting the order, and offers only those that do', async () => {
    const noDineIn = { ...TEST_BRANCH, settings: { ...TEST_BRANCH.settings!, dineinEnabled: false } };
    const withHalls = {
      ...TEST_BRANCH,
      id: 2,
      name: { uz: 'Yunusobod', ru: 'Юнусабад', eng: 'Yunusabad' },
      settings: { ...TEST_BRANCH.settings!, dineinEnabled: true },
    };
    const twoBranches = {
      ...TEST_MENU,
      products: TEST_MENU.products.map((p) => ({
        ...p,
        productBranch: [
          { branchId: 1, active: true, stock: null },
          { branchId: 2, active: true, stock: null },
        ],
      })),
    };
    await renderScreen({
      path: '/cart',
      session: TEST_USER,
      settings: { dineInActive: true },
      api: { ...world, overalls: twoBranches, branches: [noDineIn, withHalls] },
      basket: [{ productId: PLOV.id, count: 1 }],
      serviceType: 'DINE_IN',
      branch: TEST_STORED_BRANCH,
    });
    expect((await screen.findByTestId('cart-service-missing')).textContent).toBe(
      'Dine-in is not available at Chilanzar: choose another branch.',
    );
    await waitFor(() => expect((mainButton() as HTMLButtonElement).disabled).toBe(true));
    tap(screen.getByTestId('cart-branch'));
    const sheet = await screen.findByTestId('branch-sheet');
    expect((within(sheet).getByRole('radio', { name: 'Chilanzar' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(sheet).getByText('Dine-in is not available here')).toBeTruthy();
    tap(within(sheet).getByRole('radio', { name: 'Yunusabad' }));
    await waitFor(() => expect(screen.queryByTestId('cart-service-missing')).toBeNull());
    await waitFor(() => expect((mainButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it("'Nearest branch' takes the nearest branch that offers the chosen way when the nearest of all does not", async () => {
    const noDineIn = { ...TEST_BRANCH, settings: { ...TEST_BRANCH.settings!, dineinEnabled: false } };
    const far = {
      ...TEST_BRANCH,
      id: 2,
      name: { uz: 'Far', ru: 'Far', eng: 'Far' },
      latitude: 41.5,
      longitude: 69.5,
      settings: { ...TEST_BRANCH.settings!, dineinEnabled: true },
    };
    const near = { ...far, id: 3, name: { uz: 'Near', ru: 'Near', eng: 'Near' }, latitude: 41.29, longitude: 69.21 };
    const everywhere = {
      ...TEST_MENU,
      products: TEST_MENU.products.map((p) => ({
        ...p,
        productBranch: [1, 2, 3].map((branchId) => ({ branchId, active: true, stock: null })),
      })),
    };
    const here = { latitude: 41.2856, longitude: 69.2034 };
    await renderScreen({
      path: '/cart',
      session: TEST_USER,
      settings: { dineInActive: true },
      api: {
        ...world,
        overalls: everywhere,
        branches: [noDineIn, far, near],
        closestBranch: noDineIn,
      },
      basket: [{ productId: PLOV.id, count: 1 }],
      serviceType: 'DINE_IN',
      branch: { id: far.id, name: far.name, source: 'chosen' },
      geolocation: { known: here, answer: here },
    });
    tap(await screen.findByTestId('cart-branch'));
    tap(await screen.findByTestId('branch-nearest'));
    await waitFor(() => expect(screen.getByTestId('cart-branch').textContent).toContain('Near'));
    expect(screen.queryByTestId('cart-service-missing')).toBeNull();
  });

  it('the branch sheet says when the branches did not load, loads them on retry, and lists only active ones', async () => {
    let branchesUp = false;
    const closed = { ...TEST_BRANCH, id: 2, name: { uz: 'Closed', ru: 'Closed', eng: 'Closed' }, isActive: false };
    await renderScreen({
      path: '/cart',
      session: TEST_USER,
      api: {
        ...world,
        branches: () => (branchesUp ? [TEST_BRANCH, closed] : errorReply(500, 'INTERNAL')),
      },
      basket,
      branch: TEST_STORED_BRANCH,
    });
    tap(await screen.findByTestId('cart-branch'));
    const sheet = await screen.findByTestId('branch-sheet');
    const retry = await within(sheet).findByRole('button', { name: 'Try again' });
    expect(within(sheet).getByText('The branches did not load')).toBeTruthy();
    expect(within(sheet).queryByRole('radiogroup')).toBeNull();
    branchesUp = true;
    tap(retry);
    expect(await within(sheet).findByRole('radio', { name: 'Chilanzar' })).toBeTruthy();
    expect(within(sheet).queryByRole('radio', { name: 'Closed' })).toBeNull();
  });

  it('keeps the lines while the menu cannot be loaded, calls none of them unavailable, and loads it on retry', async () => {
    let menuUp = false;
    await renderScreen({
      path: '/cart',
      session: TEST_USER,
      api: { ...world, overalls: () => (menuUp ? TEST_MENU : errorReply(500, 'INTERNAL')) },
      basket,
      branch: TEST_STORED_BRANCH,
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The menu did not load, so prices are not known yet')).toBeTruthy();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.queryByTestId('cart-warning')).toBeNull();
    expect(screen.queryByTestId('cart-line-unavailable')).toBeNull();
    expect(screen.getByText('Products (3)')).toBeTruthy();
    expect(mainButton().textContent).toBe('Checkout');
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    menuUp = true;
    tap(retry);
    await waitFor(() => expect(shownText(screen.getByTestId('cart-total'))).toBe("105 000 so'm"));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // The main button takes its new label in an effect, one commit after the page.
    await waitFor(() => expect(shownText(mainButton())).toBe("Checkout · 105 000 so'm"));
  });

  it('keeps a dine-in choice while the merchant settings are on their way, holding the place of the switch, then offers all three', async () => {
    let sendSettings: () => void = () => undefined;
    const settingsSent = new Promise<void>((resolve) => (sendSettings = resolve));
    await renderScreen({
      path: '/cart',
      session: TEST_USER,
      api: {
        ...world,
        webSettings: async () => (await settingsSent, { deliveryActive: true, pickupActive: true, dineInActive: true }),
      },
      basket,
      serviceType: 'DINE_IN',
      branch: TEST_STORED_BRANCH,
    });
    expect(await screen.findByTestId('service-type-pending')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    sendSettings();
    const switchGroup = await screen.findByRole('radiogroup', { name: 'How to get the order' });
    expect(within(switchGroup).getAllByRole('radio')).toHaveLength(3);
    expect(within(switchGroup).getByRole('radio', { name: 'Dine-in' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByTestId('service-type-pending')).toBeNull();
  });
});
