import { renderWithProviders } from '../../../platform/testing/render-with-providers.tsx';
import { createTestI18n, createTestQueryClient } from '../../shared/testing/test-i18n.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { platformAtom } from '../../../platform/index.ts';
import { createFakePlatform } from '../../../platform/testing/fake-platform.ts';
import { branchAtom } from '../../entities/branch/branch.atoms.ts';
import { webSettingsQuery } from '../../entities/merchant/merchant.api.ts';
import { merchantIdAtom } from '../../entities/merchant/merchant.atoms.ts';
import { sessionAtom } from '../../entities/session/session.atoms.ts';
import { ApiError, fail, ok, type Result } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/client.ts';
import type { Favourite, Overall, Product } from '../../shared/contract/catalogue.ts';
import { endpoints, type Endpoint } from '../../shared/contract/endpoints.ts';
import { DEFAULT_WEB_SETTINGS } from '../../shared/contract/merchant.ts';
import type { User } from '../../shared/contract/user.ts';
import { peekRedirect } from '../../shared/routing/return-to.ts';
import { Toaster } from '../../shared/ui/toaster.tsx';
import { LikedScreen } from './liked-screen.ui.tsx';

vi.mock('../../shared/api/client.ts', async (original) => ({ ...(await original<typeof import('../../shared/api/client.ts')>()), call: vi.fn() }));
const callMock = vi.mocked(call);

const USER: User = { id: 7, isActive: true, merchantId: 'm-1', role: 'USER', cashback: 0, firstName: 'Malika', phone: '998901234567' };
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
  categories: [{ id: 1, priority: 1, name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' }, viewType: 'MEDIUM', scrollType: 'VERTICAL' }],
  products: [product(1, 'Plov'), product(2, 'Lagman'), product(3, 'Samsa'), product(4, 'Shashlik', { active: false })],
};
const record = (productId: number): Favourite => ({ id: productId * 10, productId, userId: USER.id, isFavourite: true });

function answer(favourites: () => Promise<Result<Favourite[]>>, extra: { remove?: () => Promise<Result<{ ok: true }>> } = {}) {
  callMock.mockImplementation(((endpoint: Endpoint) => {
    if (endpoint === endpoints.overalls) return Promise.resolve(ok(OVERALL));
    if (endpoint === endpoints.grades) return Promise.resolve(ok([]));
    if (endpoint === endpoints.favourites) return favourites();
    if (endpoint === endpoints.favouriteDelete) return extra.remove?.() ?? Promise.resolve(ok({ ok: true }));
    return Promise.resolve(fail(new ApiError({ kind: 'http', status: 404, message: `unexpected ${endpoint.path}` })));
  }) as typeof call);
}

async function setup({ signedIn = true } = {}) {
  const store = createStore();
  const client = createTestQueryClient();
  store.set(queryClientAtom, client);
  store.set(platformAtom, createFakePlatform());
  store.set(merchantIdAtom, 'm-1');
  store.set(branchAtom, { id: 1, name: { uz: 'Markaz', ru: 'Центр', eng: 'Centre' }, source: 'chosen' });
  store.set(sessionAtom, signedIn ? { token: 'token-1', user: USER } : { token: null, user: null });
  client.setQueryData(webSettingsQuery('m-1').queryKey, { ...DEFAULT_WEB_SETTINGS, favouriteActive: true });
  const location = memoryLocation({ path: '/liked', record: true });
  const instance = await createTestI18n();
  renderWithProviders(
    <>
      <LikedScreen />
      <Toaster closeLabel="Close" />
    </>,
    { store, client, i18n: instance, location },
  );
  return { store, location };
}

const cardNames = () => screen.queryAllByTestId('product-card').map((card) => card.querySelector('h3')?.textContent);

describe('LikedScreen', () => {
  beforeEach(() => {
    callMock.mockReset();
    localStorage.clear();
  });
  afterEach(cleanup);

  it('asks a guest to log in, and comes back here afterwards', async () => {
    answer(() => Promise.resolve(ok([])));
    const { location } = await setup({ signedIn: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Favourites');
    fireEvent.click(within(screen.getByTestId('liked-guest')).getByRole('button', { name: 'Log in' }));
    expect(location.history.at(-1)).toBe('/login');
    expect(peekRedirect()).toBe('/liked');
    expect(callMock).not.toHaveBeenCalledWith(endpoints.favourites, expect.anything());
  });

  it('shows grey cards while loading, then the favourites newest first; the ones off the menu apart', async () => {
    let list: (result: Result<Favourite[]>) => void = () => undefined;
    answer(() => new Promise((resolve) => (list = resolve)));
    await setup();
    expect(screen.getByTestId('liked-loading').getAttribute('aria-busy')).toBe('true');
    act(() => list(ok([record(3), record(4), record(1), record(99)])));
    await waitFor(() => expect(cardNames()).toEqual(['Samsa', 'Plov']));
    expect(screen.queryByTestId('liked-loading')).toBeNull();
    const gone = screen.getByTestId('liked-gone');
    expect(within(gone).getByRole('heading').textContent).toBe('No longer on the menu');
    expect([...gone.querySelectorAll('.liked__gone-name')].map((name) => name.textContent)).toEqual(['Shashlik', 'A product no longer on the menu']);
    expect(within(gone).getAllByText('No longer available')).toHaveLength(2);
    // Every card has its pressed heart.
    for (const heart of within(screen.getByTestId('liked-list')).getAllByTestId('favourite-button')) expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('adds to the basket from a favourite card', async () => {
    answer(() => Promise.resolve(ok([record(2)])));
    await setup();
    const card = await screen.findByTestId('product-card');
    fireEvent.click(within(card).getByTestId('card-add'));
    expect(within(card).getByTestId('card-units').textContent).toBe('1');
  });

  it('unfavouriting takes the card off at once, and brings it back with an error toast when the server refuses', async () => {
    let removing: (result: Result<{ ok: true }>) => void = () => undefined;
    answer(() => Promise.resolve(ok([record(1), record(2)])), { remove: () => new Promise((resolve) => (removing = resolve)) });
    await setup();
    await waitFor(() => expect(cardNames()).toEqual(['Plov', 'Lagman']));
    const plov = screen.getAllByTestId('product-card')[0];
    if (!plov) throw new Error('no card');
    fireEvent.click(within(plov).getByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(cardNames()).toEqual(['Lagman']));
    await act(async () => removing(fail(new ApiError({ kind: 'http', status: 500, message: 'HTTP 500' }))));
    await waitFor(() => expect(cardNames()).toEqual(['Plov', 'Lagman']));
    expect(screen.getByRole('alert').textContent).toContain('Could not update your favourites');
  });

  it('says when there are no favourites yet, with a way to the menu', async () => {
    answer(() => Promise.resolve(ok([])));
    await setup();
    const empty = await screen.findByTestId('liked-empty');
    expect(empty.textContent).toContain('No favourites yet');
    expect(within(empty).getByRole('link', { name: 'Go to the menu' }).getAttribute('href')).toBe('/');
  });

  it('shows the localised error with a retry that loads the list', async () => {
    const favourites = vi.fn().mockResolvedValueOnce(fail(new ApiError({ kind: 'network', message: 'offline' }))).mockResolvedValue(ok([record(2)]));
    answer(favourites);
    await setup();
    expect((await screen.findByTestId('liked-error')).textContent).toBe('No connection. Check the internet and try again.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(cardNames()).toEqual(['Lagman']));
  });
});
