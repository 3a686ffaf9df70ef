import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { malformed } from '@/testing/contract-answers.ts';
import { BURGER, PLOV, TEA, TEST_BRANCH, TEST_MENU } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';

const world = { overalls: TEST_MENU, branches: [TEST_BRANCH], grades: [] };
const section = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => {
  const found = screen.getByRole('heading', { level: 3, name }).closest('article');
  if (!found) throw new Error(`no card for ${name}`);
  return found;
};
const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the home screen', () => {
  it('shows the menu of the catalogue answer, category by category, with prices', async () => {
    await renderScreen({ api: world });
    await screen.findByRole('main', { name: 'Menu' });
    expect(
      within(screen.getByRole('navigation', { name: 'Categories' }))
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Hot dishes', 'Drinks']);
    expect(cardNames(section('Hot dishes'))).toEqual(['Plov', 'Lagman', 'Burger']);
    expect(within(card('Lagman')).getByText("28 000 so'm")).toBeTruthy();
    // Sections further down are drawn as they scroll into view.
    expect(section('Drinks')).toBeTruthy();
  });

  it('says the menu could not load when the answer breaks the contract, and loads it again on retry', async () => {
    const { api } = await renderScreen({
      api: { ...world, overalls: malformed({ groups: [], categories: 'soup', products: [] }) },
    });
    expect(await screen.findByText('Could not load the menu')).toBeTruthy();
    expect(screen.queryByRole('main', { name: 'Menu' })).toBeNull();
    api.answer('overalls', TEST_MENU);
    tap(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('main', { name: 'Menu' })).toBeTruthy();
    expect(cardNames(section('Hot dishes'))).toContain('Plov');
  });

  it('puts a dish in the basket from its card and offers the way to the basket', async () => {
    const { location } = await renderScreen({ api: world });
    await screen.findByRole('main', { name: 'Menu' });
    tap(screen.getByRole('button', { name: 'Add: Plov' }));
    tap(within(card('Plov')).getByRole('button', { name: 'Add to basket' }));
    expect(within(card('Plov')).getByRole('group', { name: '2 in the basket' })).toBeTruthy();
    // With the total of the basket, as priced from the menu: two of the Plov on the card.
    const price = within(card('Plov')).getByText(/so'm$/).textContent ?? '';
    const each = Number(price.replace(/\D/g, ''));
    const toCart = screen.getByRole('button', { name: /^Go to cart \(2\) · / });
    expect(Number(toCart.textContent?.split('·')[1]?.replace(/\D/g, ''))).toBe(each * 2);
    tap(toCart);
    await waitFor(() => expect(location.path()).toBe('/cart'));
  });

  it('prices the way to the basket as the basket does: a line served only on the spot counts for nothing', async () => {
    // Drinks are served in the hall only; a tea kept in the basket from before is not ordered online.
    const hallOnlyDrinks = {
      ...TEST_MENU,
      categories: TEST_MENU.categories.map((c) => (c.id === TEA.categoryId ? { ...c, isWithoutCart: true } : c)),
    };
    await renderScreen({
      api: { ...world, overalls: hallOnlyDrinks },
      basket: [
        { productId: PLOV.id, count: 1 },
        { productId: TEA.id, count: 1 },
      ],
    });
    await screen.findByRole('main', { name: 'Menu' });
    const toCart = await screen.findByRole('button', { name: /^Go to cart \(2\) · / });
    expect(Number(toCart.textContent?.split('·')[1]?.replace(/\D/g, ''))).toBe(PLOV.costPrice);
  });

  it('prices the way to the basket as the basket does: a line whose options the menu no longer offers counts for nothing', async () => {
    const [extras] = BURGER.modificationGroups ?? [];
    if (!extras) throw new Error('the burger has no options');
    await renderScreen({
      api: world,
      basket: [
        { productId: PLOV.id, count: 1 },
        // An option the burger no longer has (the menu changed since the line was kept).
        { productId: BURGER.id, count: 1, modifications: [{ modificationId: 999, count: 1 }] },
      ],
    });
    await screen.findByRole('main', { name: 'Menu' });
    const toCart = await screen.findByRole('button', { name: /^Go to cart \(2\) · / });
    expect(Number(toCart.textContent?.split('·')[1]?.replace(/\D/g, ''))).toBe(PLOV.costPrice);
  });

  it("shows the dishes of a category without the basket with their price and 'In the restaurant only', nothing to add", async () => {
    const hallOnly = {
      ...TEST_MENU,
      categories: TEST_MENU.categories.map((c) => (c.id === 10 ? { ...c, isWithoutCart: true } : c)),
    };
    await renderScreen({ api: { ...world, overalls: hallOnly } });
    await screen.findByRole('main', { name: 'Menu' });
    expect(within(card('Lagman')).getByText("28 000 so'm")).toBeTruthy();
    expect(within(card('Lagman')).getByTestId('card-offline').textContent).toBe('In the restaurant only');
    expect(within(section('Hot dishes')).queryAllByRole('button', { name: /Add to basket/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Go to cart/ })).toBeNull();
  });

  it('leaves out the bar of category chips when the merchant turns the navigation view off', async () => {
    await renderScreen({ api: world, settings: { isNavigationViewEnabled: false } });
    await screen.findByRole('main', { name: 'Menu' });
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    expect(cardNames(section('Hot dishes'))).toEqual(['Plov', 'Lagman', 'Burger']);
  });
});
