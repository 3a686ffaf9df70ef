import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Favourite, Overall, Product } from '@/shared/contract/catalogue.ts';
import type { User } from '@/shared/contract/user.ts';
import { peekRedirect } from '@/shared/routing/return-to.ts';
import { errorReply, networkDown, Reply, type Answer } from '@/testing/fake-api.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';

const USER: User = {
  id: 7,
  isActive: true,
  merchantId: 'm-1',
  role: 'USER',
  cashback: 0,
  firstName: 'Malika',
  phone: '998901234567',
};
const product = (id: number, name: string, extra: Partial<Product> = {}): Product => ({
  id,
  name: { uz: name, ru: name, eng: name },
  categoryId: 1,
  priority: id,
  active: true,
  type: 'NONE',
  costPrice: 10000,
  ...extra,
});
const OVERALL: Overall = {
  groups: [],
  categories: [
    { id: 1, priority: 1, name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' }, viewType: 'MEDIUM', scrollType: 'VERTICAL' },
  ],
  products: [product(1, 'Plov'), product(2, 'Lagman'), product(3, 'Samsa'), product(4, 'Shashlik', { active: false })],
};
const record = (productId: number): Favourite => ({
  id: productId * 10,
  productId,
  userId: USER.id,
  isFavourite: true,
});

function setup({
  signedIn = true,
  favourites = [] as Answer<'favourites'>,
  remove = { ok: true } as Answer<'favouriteDelete'>,
} = {}) {
  return renderScreen({
    path: '/liked',
    session: signedIn ? USER : null,
    settings: { favouriteActive: true },
    branch: { id: 1, name: { uz: 'Markaz', ru: 'Центр', eng: 'Centre' }, source: 'chosen' },
    api: { overalls: OVERALL, grades: [], favourites, favouriteDelete: remove },
  });
}

const cardNames = () => screen.queryAllByTestId('product-card').map((card) => card.querySelector('h3')?.textContent);

describe('LikedScreen', () => {
  it('asks a guest to log in, and comes back here afterwards', async () => {
    const { api, location } = await setup({ signedIn: false });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Favourites');
    tap(within(await screen.findByTestId('liked-guest')).getByRole('button', { name: 'Log in' }));
    expect(location.path()).toBe('/login');
    expect(peekRedirect()).toBe('/liked');
    expect(api.calls('favourites')).toEqual([]);
  });

  it('shows grey cards while loading, then the favourites newest first; the ones off the menu apart', async () => {
    let list: (favourites: Favourite[]) => void = () => undefined;
    const { api } = await setup({ favourites: () => new Promise<Favourite[]>((resolve) => (list = resolve)) });
    expect((await screen.findByTestId('liked-loading')).getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(api.calls('favourites')).toHaveLength(1));
    act(() => list([record(3), record(4), record(1), record(99)]));
    await waitFor(() => expect(cardNames()).toEqual(['Samsa', 'Plov']));
    expect(screen.queryByTestId('liked-loading')).toBeNull();
    const gone = screen.getByTestId('liked-gone');
    expect(within(gone).getByRole('heading').textContent).toBe('Not available now');
    expect([...gone.querySelectorAll('.liked__gone-name')].map((name) => name.textContent)).toEqual([
      'Shashlik',
      'A product no longer on the menu',
    ]);
    // A dish the catalogue still has is not sold here now, and its page is a tap away; the other has left the menu.
    expect(within(gone).getByRole('link', { name: 'Shashlik' }).getAttribute('href')).toMatch(/\/Product\/\d+$/);
    expect([...gone.querySelectorAll('.liked__gone-note')].map((note) => note.textContent)).toEqual([
      'Not sold at this branch now',
      'No longer available',
    ]);
    // Every card has its pressed heart.
    for (const heart of within(screen.getByTestId('liked-list')).getAllByTestId('favourite-button'))
      expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('adds to the basket from a favourite card', async () => {
    await setup({ favourites: [record(2)] });
    const card = await screen.findByTestId('product-card');
    tap(within(card).getByTestId('card-add'));
    expect(within(card).getByTestId('card-units').textContent).toBe('1');
  });

  it('unfavouriting takes the card off at once, and brings it back with an error toast when the server refuses', async () => {
    let removing: (answer: Reply) => void = () => undefined;
    await setup({
      favourites: [record(1), record(2)],
      remove: () => new Promise<Reply>((resolve) => (removing = resolve)),
    });
    await waitFor(() => expect(cardNames()).toEqual(['Plov', 'Lagman']));
    const plov = screen.getAllByTestId('product-card')[0];
    if (!plov) throw new Error('no card');
    tap(within(plov).getByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(cardNames()).toEqual(['Lagman']));
    await act(async () => removing(errorReply(500, 'INTERNAL', 'HTTP 500')));
    await waitFor(() => expect(cardNames()).toEqual(['Plov', 'Lagman']));
    expect(screen.getByRole('alert').textContent).toContain('Could not update your favourites');
  });

  it('says when there are no favourites yet, with a way to the menu', async () => {
    await setup();
    const empty = await screen.findByTestId('liked-empty');
    expect(empty.textContent).toContain('No favourites yet');
    expect(within(empty).getByRole('link', { name: 'Go to the menu' }).getAttribute('href')).toBe('/');
  });

  it('shows the localised error with a retry that loads the list', async () => {
    let attempt = 0;
    await setup({ favourites: () => (attempt++ === 0 ? networkDown() : [record(2)]) });
    expect((await screen.findByTestId('liked-error')).textContent).toBe(
      'No connection. Check the internet and try again.',
    );
    await act(async () => tap(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(cardNames()).toEqual(['Lagman']));
  });
});
