import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { favouritesQuery } from '@/entities/favourite/favourite.api.ts';
import { ApiError, fail, ok, type Result } from '@/shared/api/api-error.ts';
import type { Favourite } from '@/shared/contract/catalogue.ts';
import type { User } from '@/shared/contract/user.ts';
import { peekRedirect } from '@/shared/routing/return-to.ts';
import { toastsAtom } from '@/shared/ui/toast.atoms.ts';
import { resultOnTheWire, type ApiAnswers } from '@/testing/fake-api.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';
import { FavouriteButton } from './favourite-button.ui.tsx';

const USER: User = {
  id: 7,
  isActive: true,
  merchantId: 'm-1',
  role: 'USER',
  cashback: 0,
  firstName: 'Malika',
  phone: '998901234567',
};
const PRODUCT = { id: 5, isFavourite: false, favouriteId: null };
const record = (productId: number, id = productId * 10): Favourite => ({
  id,
  productId,
  userId: USER.id,
  isFavourite: true,
});

/** A call that stays open until the test answers it. */
function deferred<T>() {
  let answer: (result: Result<T>) => void = () => undefined;
  const promise = new Promise<Result<T>>((resolve) => (answer = resolve));
  return { promise, answer };
}

interface Answers {
  favourites?: () => Promise<Result<Favourite[]>>;
  set?: (body: { productId: number; isFavourite: boolean }) => Promise<Result<Favourite>>;
  remove?: (id: number) => Promise<Result<{ ok: true }>>;
}

let answers: Answers = {};
function answer(next: Answers) {
  answers = next;
}

/** The heart of product 5 on its page, with the favourites endpoints answering as `answer` said. */
async function setup({ signedIn = true, favouriteActive = true, path = '/Product/5' } = {}) {
  const api: ApiAnswers = {
    favourites: () => resultOnTheWire(answers.favourites?.() ?? ok([])),
    favouriteSet: (request) =>
      resultOnTheWire(answers.set?.(request.body as { productId: number; isFavourite: boolean }) ?? ok(record(5))),
    favouriteDelete: (request) =>
      resultOnTheWire(answers.remove?.(Number(request.params.id)) ?? ok({ ok: true as const })),
  };
  const rendered = await renderScreen({
    path,
    session: signedIn ? USER : null,
    settings: { favouriteActive },
    api,
    element: <FavouriteButton product={PRODUCT} />,
  });
  // The merchant's settings decide whether the heart is there at all.
  await waitFor(() => expect(rendered.api.calls('webSettings')).toHaveLength(1));
  if (favouriteActive) await screen.findByTestId('favourite-button');
  else await act(async () => undefined);
  return rendered;
}

const heart = () => screen.getByTestId('favourite-button');

describe('FavouriteButton', () => {
  it('shows the state from the favourites list, labelled for what a tap will do', async () => {
    answer({ favourites: () => Promise.resolve(ok([record(5)])) });
    const { api } = await setup();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().getAttribute('aria-label')).toBe('Remove from favourites');
    expect(api.calls('favourites').map((request) => request.query)).toEqual([{ userId: '7', isFavourite: 'true' }]);
  });

  it('rolls back when saving fails: the heart returns to its previous state and an error toast says so', async () => {
    const saving = deferred<Favourite>();
    answer({ set: () => saving.promise });
    const { api, client, platform } = await setup();
    await waitFor(() => expect(client.getQueryData(favouritesQuery('m-1', 7).queryKey)).toEqual([]));
    expect(heart().getAttribute('aria-pressed')).toBe('false');

    tap(heart());
    // Optimistic: pressed at once, in the shared list too, before the server answers.
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().getAttribute('aria-label')).toBe('Remove from favourites');
    expect(client.getQueryData(favouritesQuery('m-1', 7).queryKey)).toEqual([
      expect.objectContaining({ productId: 5 }),
    ]);
    await waitFor(() =>
      expect(api.calls('favouriteSet').map((request) => request.body)).toEqual([{ productId: 5, isFavourite: true }]),
    );

    await act(async () => saving.answer(fail(new ApiError({ kind: 'http', status: 500, message: 'HTTP 500' }))));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(heart().getAttribute('aria-label')).toBe('Add to favourites');
    expect(screen.getByRole('alert').textContent).toContain(
      'Could not update your favourites: The service is not answering right now. Try again in a minute.',
    );
    expect(platform.calls.haptics).toContain('notification:error');
  });

  it('names the reason when there is one (no connection)', async () => {
    answer({ set: () => Promise.resolve(fail(new ApiError({ kind: 'network', message: 'offline' }))) });
    const { api, store } = await setup();
    await waitFor(() => expect(api.calls('favourites')).toHaveLength(1));
    tap(heart());
    await waitFor(() => expect(store.get(toastsAtom)).toHaveLength(1));
    expect(store.get(toastsAtom)[0]).toMatchObject({
      kind: 'error',
      text: 'Could not update your favourites: No connection. Check the internet and try again.',
    });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('rolls a failed removal back to pressed, and removes a saved favourite by its id', async () => {
    let list = [record(5, 42)];
    const removing = deferred<{ ok: true }>();
    const remove = vi.fn(() => removing.promise);
    answer({ favourites: () => Promise.resolve(ok(list)), remove });
    const { api } = await setup();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    tap(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(42));
    await act(async () => removing.answer(fail(new ApiError({ kind: 'timeout', message: 'slow' }))));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toContain('The server took too long to answer.');

    // Then it works: unpressed, and the list is fetched again.
    remove.mockImplementation(() => {
      list = [];
      return Promise.resolve(ok({ ok: true as const }));
    });
    const fetches = api.calls('favourites').length;
    tap(heart());
    await waitFor(() => expect(api.calls('favourites').length).toBeGreaterThan(fetches));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps the state a quick second tap asked for when the first tap fails', async () => {
    const first = deferred<Favourite>();
    const set = vi
      .fn()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce(ok({ id: 0, productId: 5, userId: 7, isFavourite: false }));
    answer({ set });
    const { api, store } = await setup();
    await waitFor(() => expect(api.calls('favourites')).toHaveLength(1));
    tap(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    tap(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    // Toggles reach the server one after another, in order.
    expect(set).toHaveBeenCalledTimes(1);
    await act(async () => first.answer(fail(new ApiError({ kind: 'http', status: 500, message: 'HTTP 500' }))));
    await waitFor(() => expect(set).toHaveBeenCalledTimes(2));
    expect(set.mock.calls.map(([body]) => body)).toEqual([
      { productId: 5, isFavourite: true },
      { productId: 5, isFavourite: false },
    ]);
    expect(store.get(toastsAtom)).toHaveLength(1);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a guest to log in and comes back to this page afterwards', async () => {
    answer({});
    const { api, location } = await setup({ signedIn: false, path: '/Product/5?from=menu' });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(heart().getAttribute('aria-label')).toBe('Add to favourites');
    tap(heart());
    expect(location.path()).toBe('/login');
    expect(peekRedirect()).toBe('/Product/5?from=menu');
    expect(api.requests.filter((request) => request.name.startsWith('favourite'))).toEqual([]);
  });

  it('is not there when the merchant has no favourites', async () => {
    answer({});
    const { api } = await setup({ favouriteActive: false });
    expect(screen.queryByTestId('favourite-button')).toBeNull();
    expect(api.requests.filter((request) => request.name.startsWith('favourite'))).toEqual([]);
  });
});
