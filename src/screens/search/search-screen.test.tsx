import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_BRANCH, TEST_MENU, TEST_STORED_BRANCH } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { errorReply } from '@/testing/fake-api.ts';
import { backspace, clear, pressEnter, tap, typeInto } from '@/testing/user.ts';

const world = { overalls: TEST_MENU, branches: [TEST_BRANCH], grades: [] };
const searchBox = () => screen.findByRole('searchbox', { name: 'Search' });
const results = () =>
  within(screen.getByTestId('search-results'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('search', () => {
  it('finds a dish as its name is typed, and says when nothing matches', async () => {
    await renderScreen({ path: '/search', api: world, branch: TEST_STORED_BRANCH });
    const box = await searchBox();
    // The one region that says what was found stays in the page, so a screen reader hears each change of it.
    const status = screen.getByTestId('search-status');
    expect(status.getAttribute('role')).toBe('status');
    typeInto(box, 'lag');
    await waitFor(() => expect(results()).toEqual(['Lagman']));
    expect(screen.getByTestId('search-status').textContent).toBe('Found: 1');
    typeInto(box, 'x');
    expect(await screen.findByTestId('nothing-found')).toBeTruthy();
    expect(screen.getByTestId('search-status').textContent).toBe('Nothing found!');
    expect(screen.getByTestId('search-status')).toBe(status);
    backspace(box);
    await waitFor(() => expect(results()).toEqual(['Lagman']));
    clear(box);
    typeInto(box, 'tea');
    await waitFor(() => expect(results()).toEqual(['Green tea']));
  });

  it('says when the menu could not load, and finds once it has on a retry', async () => {
    let menuUp = false;
    await renderScreen({
      path: '/search',
      api: { ...world, overalls: () => (menuUp ? TEST_MENU : errorReply(500, 'INTERNAL')) },
      branch: TEST_STORED_BRANCH,
    });
    const box = await searchBox();
    typeInto(box, 'lag');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Could not load the menu')).toBeTruthy();
    menuUp = true;
    tap(retry);
    await waitFor(() => expect(results()).toEqual(['Lagman']));
    expect(screen.queryByText('Could not load the menu')).toBeNull();
  });

  it('adds a found dish to the basket, and remembers the search', async () => {
    await renderScreen({ path: '/search', api: world, branch: TEST_STORED_BRANCH });
    const box = await searchBox();
    typeInto(box, 'plov');
    await waitFor(() => expect(results()).toEqual(['Plov']));
    tap(screen.getByRole('button', { name: 'Add: Plov' }));
    expect(
      await within(screen.getByTestId('search-results')).findByRole('group', { name: '1 in the basket' }),
    ).toBeTruthy();
    pressEnter(box);
    clear(box);
    tap(await screen.findByRole('button', { name: 'plov' }));
    await waitFor(() => expect(results()).toEqual(['Plov']));
  });

  it('opens on the most reviewed dishes, and from nothing found clears the search back to them', async () => {
    const grades = [
      { productId: TEST_MENU.products[1]?.id ?? 0, grade: 4.8, count: 40 },
      { productId: TEST_MENU.products[0]?.id ?? 0, grade: 4.5, count: 3 },
    ];
    await renderScreen({ path: '/search', api: { ...world, grades }, branch: TEST_STORED_BRANCH });
    const box = await searchBox();
    const popular = await screen.findByTestId('search-popular');
    const names = within(popular)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names.slice(0, 2)).toEqual([TEST_MENU.products[1]?.name.eng, TEST_MENU.products[0]?.name.eng]);
    typeInto(box, 'zzz');
    expect(await screen.findByTestId('nothing-found')).toBeTruthy();
    expect(screen.queryByTestId('search-popular')).toBeNull();
    expect(screen.getByRole('link', { name: 'To the menu' }).getAttribute('href')).toBe('/');
    tap(screen.getByRole('button', { name: 'Clear the search' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
    expect(await screen.findByTestId('search-popular')).toBeTruthy();
  });
});
