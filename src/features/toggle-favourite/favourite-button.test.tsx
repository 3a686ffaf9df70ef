import { renderWithProviders } from '../../../platform/testing/render-with-providers.tsx';
import { createTestI18n, createTestQueryClient } from '../../shared/testing/test-i18n.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { platformAtom } from '../../../platform/index.ts';
import { createFakePlatform } from '../../../platform/testing/fake-platform.ts';
import { favouritesQuery } from '../../entities/favourite/favourite.api.ts';
import { webSettingsQuery } from '../../entities/merchant/merchant.api.ts';
import { merchantIdAtom } from '../../entities/merchant/merchant.atoms.ts';
import { sessionAtom } from '../../entities/session/session.atoms.ts';
import { ApiError, fail, ok, type Result } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/client.ts';
import type { Favourite } from '../../shared/contract/catalogue.ts';
import { endpoints, type Endpoint } from '../../shared/contract/endpoints.ts';
import { DEFAULT_WEB_SETTINGS } from '../../shared/contract/merchant.ts';
import type { User } from '../../shared/contract/user.ts';
import { peekRedirect } from '../../shared/routing/return-to.ts';
import { Toaster } from '../../shared/ui/toaster.tsx';
import { toastsAtom } from '../../shared/ui/toast.atoms.ts';
import { FavouriteButton } from './favourite-button.ui.tsx';

vi.mock('../../shared/api/client.ts', async (original) => ({ ...(await original<typeof import('../../shared/api/client.ts')>()), call: vi.fn() }));
const callMock = vi.mocked(call);

const USER: User = { id: 7, isActive: true, merchantId: 'm-1', role: 'USER', cashback: 0, firstName: 'Malika', phone: '998901234567' };
const PRODUCT = { id: 5, isFavourite: false, favouriteId: null };
const record = (productId: number, id = productId * 10): Favourite => ({ id, productId, userId: USER.id, isFavourite: true });

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

function answer(answers: Answers) {
  callMock.mockImplementation(((endpoint: Endpoint, options: { body?: unknown; params?: Record<string, number> }) => {
    if (endpoint === endpoints.favourites) return answers.favourites?.() ?? Promise.resolve(ok([]));
    if (endpoint === endpoints.favouriteSet) return answers.set?.(options.body as { productId: number; isFavourite: boolean }) ?? Promise.resolve(ok(record(5)));
    if (endpoint === endpoints.favouriteDelete) return answers.remove?.(Number(options.params?.id)) ?? Promise.resolve(ok({ ok: true }));
    return Promise.resolve(fail(new ApiError({ kind: 'http', status: 404, message: `unexpected ${endpoint.path}` })));
  }) as typeof call);
}

async function setup({ signedIn = true, favouriteActive = true, path = '/Product/5' } = {}) {
  const store = createStore();
  const client = createTestQueryClient();
  const platform = createFakePlatform();
  store.set(queryClientAtom, client);
  store.set(platformAtom, platform);
  store.set(merchantIdAtom, 'm-1');
  store.set(sessionAtom, signedIn ? { token: 'token-1', user: USER } : { token: null, user: null });
  client.setQueryData(webSettingsQuery('m-1').queryKey, { ...DEFAULT_WEB_SETTINGS, favouriteActive });
  const location = memoryLocation({ path, record: true });
  const instance = await createTestI18n();
  renderWithProviders(
    <>
      <FavouriteButton product={PRODUCT} />
      <Toaster closeLabel="Close" />
    </>,
    { store, client, i18n: instance, location },
  );
  return { store, client, platform, location };
}

const heart = () => screen.getByTestId('favourite-button');

describe('FavouriteButton', () => {
  beforeEach(() => {
    callMock.mockReset();
    localStorage.clear();
  });
  afterEach(cleanup);

  it('shows the state from the favourites list, labelled for what a tap will do', async () => {
    answer({ favourites: () => Promise.resolve(ok([record(5)])) });
    await setup();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().getAttribute('aria-label')).toBe('Remove from favourites');
    expect(callMock).toHaveBeenCalledWith(endpoints.favourites, expect.objectContaining({ query: { userId: 7, isFavourite: true } }));
  });

  it('rolls back when saving fails: the heart returns to its previous state and an error toast says so', async () => {
    const saving = deferred<Favourite>();
    answer({ set: () => saving.promise });
    const { client, platform } = await setup();
    await waitFor(() => expect(client.getQueryData(favouritesQuery('m-1', 7).queryKey)).toEqual([]));
    expect(heart().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart());
    // Optimistic: pressed at once, in the shared list too, before the server answers.
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().getAttribute('aria-label')).toBe('Remove from favourites');
    expect(client.getQueryData(favouritesQuery('m-1', 7).queryKey)).toEqual([expect.objectContaining({ productId: 5 })]);
    expect(callMock).toHaveBeenCalledWith(endpoints.favouriteSet, expect.objectContaining({ body: { productId: 5, isFavourite: true } }));

    await act(async () => saving.answer(fail(new ApiError({ kind: 'http', status: 500, message: 'HTTP 500' }))));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(heart().getAttribute('aria-label')).toBe('Add to favourites');
    expect(screen.getByRole('alert').textContent).toContain('Could not update your favourites. Try again.');
    expect(platform.calls.haptics).toContain('notification:error');
  });

  it('names the reason when there is one (no connection)', async () => {
    answer({ set: () => Promise.resolve(fail(new ApiError({ kind: 'network', message: 'offline' }))) });
    const { store } = await setup();
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(1));
    fireEvent.click(heart());
    await waitFor(() => expect(store.get(toastsAtom)).toHaveLength(1));
    expect(store.get(toastsAtom)[0]).toMatchObject({ kind: 'error', text: 'Could not update your favourites: No connection. Check the internet and try again.' });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('rolls a failed removal back to pressed, and removes a saved favourite by its id', async () => {
    let list = [record(5, 42)];
    const removing = deferred<{ ok: true }>();
    const remove = vi.fn(() => removing.promise);
    answer({ favourites: () => Promise.resolve(ok(list)), remove });
    await setup();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(remove).toHaveBeenCalledWith(42);
    await act(async () => removing.answer(fail(new ApiError({ kind: 'timeout', message: 'slow' }))));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toContain('The server took too long to answer.');

    // Then it works: unpressed, and the list is fetched again.
    remove.mockImplementation(() => {
      list = [];
      return Promise.resolve(ok({ ok: true as const }));
    });
    const fetches = callMock.mock.calls.filter(([endpoint]) => endpoint === endpoints.favourites).length;
    fireEvent.click(heart());
    await waitFor(() => expect(callMock.mock.calls.filter(([endpoint]) => endpoint === endpoints.favourites).length).toBeGreaterThan(fetches));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps the state a quick second tap asked for when the first tap fails', async () => {
    const first = deferred<Favourite>();
    const set = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(ok({ id: 0, productId: 5, userId: 7, isFavourite: false }));
    answer({ set });
    const { store } = await setup();
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(1));
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    // Toggles reach the server one after another, in order.
    expect(set).toHaveBeenCalledTimes(1);
    await act(async () => first.answer(fail(new ApiError({ kind: 'http', status: 500, message: 'HTTP 500' }))));
    await waitFor(() => expect(set).toHaveBeenCalledTimes(2));
    expect(set.mock.calls.map(([body]) => body)).toEqual([{ productId: 5, isFavourite: true }, { productId: 5, isFavourite: false }]);
    expect(store.get(toastsAtom)).toHaveLength(1);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a guest to log in and comes back to this page afterwards', async () => {
    answer({});
    const { location } = await setup({ signedIn: false, path: '/Product/5?from=menu' });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(heart().getAttribute('aria-label')).toBe('Add to favourites');
    fireEvent.click(heart());
    expect(location.history.at(-1)).toBe('/login');
    expect(peekRedirect()).toBe('/Product/5?from=menu');
    expect(callMock).not.toHaveBeenCalled();
  });

  it('is not there when the merchant has no favourites', async () => {
    answer({});
    await setup({ favouriteActive: false });
    expect(screen.queryByTestId('favourite-button')).toBeNull();
    expect(callMock).not.toHaveBeenCalled();
  });
});
