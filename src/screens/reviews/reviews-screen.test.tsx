import { renderWithProviders } from '../../../platform/testing/render-with-providers.tsx';
import { createTestI18n, createTestQueryClient } from '../../shared/testing/test-i18n.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mainButtonAtom, platformAtom } from '../../../platform/index.ts';
import { createFakePlatform } from '../../../platform/testing/fake-platform.ts';
import { merchantIdAtom } from '../../entities/merchant/merchant.atoms.ts';
import { sessionAtom } from '../../entities/session/session.atoms.ts';
import { ApiError, fail, ok, type Result } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/client.ts';
import type { Grade, Overall, Review } from '../../shared/contract/catalogue.ts';
import type { Endpoint } from '../../shared/contract/endpoints.ts';
import type { User } from '../../shared/contract/user.ts';
import { toastsAtom } from '../../shared/ui/toast.atoms.ts';
import { ReviewsScreen } from './reviews-screen.ui.tsx';

vi.mock('../../shared/api/client.ts', async (original) => ({ ...(await original<typeof import('../../shared/api/client.ts')>()), call: vi.fn() }));
const callMock = vi.mocked(call);

const USER: User = { id: 42, firstName: 'Malika', lastName: 'Karimova', isActive: true, merchantId: 'm-1', role: 'USER', cashback: 0 };
const review = (id: number, grade: number, comment: string, user: Review['user'] = { firstName: 'Aziz', lastName: 'Karimov' }): Review => ({
  id,
  comment,
  grade,
  productId: 7,
  userId: id + 100,
  user,
  createdDate: new Date(2024, 4, 9, 12, 0).toISOString(),
});
const OVERALL: Overall = {
  groups: [],
  categories: [],
  products: [{ id: 7, name: { uz: 'Manti', ru: 'Манты', eng: 'Manti (5 pcs)' }, categoryId: 1, priority: 1, active: true, type: 'NONE', costPrice: 1 }],
};

interface Answers {
  reviews?: () => Result<Review[]> | Promise<Result<Review[]>>;
  grades?: Grade[];
  create?: (body: unknown) => Result<Review>;
}
function answer(answers: Answers) {
  callMock.mockImplementation(async (endpoint: Endpoint, options) => {
    switch (endpoint.path) {
      case '/products/v1/comment/all':
        return (answers.reviews ?? (() => ok([])))();
      case '/products/v1/overalls':
        return ok(OVERALL);
      case '/products/v1/grade':
        return ok(answers.grades ?? []);
      case '/products/v1/comment':
        return answers.create ? answers.create(options.body) : fail(new ApiError({ kind: 'network', message: 'offline' }));
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
}


async function setup({ signedIn = false, path = '/Reviews/7' } = {}) {
  const store = createStore();
  const platform = createFakePlatform({ kind: 'browser' });
  store.set(platformAtom, platform);
  store.set(merchantIdAtom, 'm-1');
  if (signedIn) store.set(sessionAtom, { token: 't-1', user: USER });
  const client = createTestQueryClient();
  const location = memoryLocation({ path, record: true });
  const instance = await createTestI18n();
  renderWithProviders(<Route path="/Reviews/:id" component={ReviewsScreen} />, { store, client, i18n: instance, location });
  return { store, platform, location, client };
}

const reviewCalls = () => callMock.mock.calls.filter(([endpoint]) => endpoint.path === '/products/v1/comment/all').length;
const gradeCalls = () => callMock.mock.calls.filter(([endpoint]) => endpoint.path === '/products/v1/grade').length;

describe('ReviewsScreen', () => {
  beforeEach(() => {
    callMock.mockReset();
    window.localStorage.clear();
  });
  afterEach(() => cleanup());

  it('lists reviews with author, stars, date and the comment as plain text', async () => {
    answer({
      reviews: () => ok([review(1, 4, '<b>x</b>\nsecond line'), review(2, 5, 'Great', { firstName: null, lastName: 'Hidden' })]),
      grades: [{ productId: 7, grade: 4.5, count: 2 }],
    });
    await setup();
    const items = await screen.findAllByTestId('review');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('review-author').textContent).toBe('Aziz K.');
    expect(within(first).getByRole('img', { name: 'Rated 4 of 5' }).textContent).toBe('★★★★☆');
    expect(within(first).getByText('09.05.2024')).toBeTruthy();
    const comment = within(first).getByTestId('review-comment');
    expect(comment.textContent).toBe('<b>x</b>\nsecond line');
    expect(comment.querySelector('b')).toBeNull();
    expect(screen.getByTestId('review-list').querySelector('b')).toBeNull();
    expect(within(second).getByTestId('review-author').textContent).toBe('Customer');
    expect(within(second).getByRole('img', { name: 'Rated 5 of 5' }).textContent).toBe('★★★★★');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reviews');
    expect((await screen.findByTestId('reviews-product')).textContent).toBe('Manti (5 pcs)');
    expect(screen.getByTestId('reviews-product').getAttribute('href')).toBe('/Product/7');
    await waitFor(() => expect(screen.getByTestId('reviews-average').textContent).toBe('4.5'));
    expect(screen.getByTestId('reviews-count').textContent).toBe('Reviews: 2');
    expect(screen.getByRole('img', { name: 'Average rating 4.5 of 5' })).toBeTruthy();
  });

  it('averages the list itself when the ratings are not available', async () => {
    answer({ reviews: () => ok([review(1, 4, 'a'), review(2, 5, 'b'), review(3, 5, 'c')]) });
    await setup();
    await waitFor(() => expect(screen.getByTestId('reviews-average').textContent).toBe('4.7'));
    expect(screen.getByTestId('reviews-count').textContent).toBe('Reviews: 3');
  });

  it('shows grey cards while loading, then "No reviews yet" for none', async () => {
    let resolve: (result: Result<Review[]>) => void = () => undefined;
    answer({ reviews: () => new Promise((r) => (resolve = r)) });
    await setup();
    expect(screen.getByTestId('reviews-loading')).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    await act(async () => resolve(ok([])));
    expect((await screen.findByTestId('reviews-empty')).textContent).toContain('No reviews yet');
    expect(screen.queryByTestId('reviews-loading')).toBeNull();
    expect(screen.queryByTestId('reviews-summary')).toBeNull();
  });

  it('shows the localised error with a retry', async () => {
    let attempt = 0;
    answer({ reviews: () => (attempt++ === 0 ? fail(new ApiError({ kind: 'network', message: 'offline' })) : ok([review(1, 3, 'Fine')])) });
    await setup();
    expect((await screen.findByTestId('reviews-error')).textContent).toBe('No connection. Check the internet and try again.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Fine')).toBeTruthy();
  });

  it('asks a guest to log in and comes back here afterwards', async () => {
    answer({ reviews: () => ok([review(1, 5, 'Great')]) });
    const { location, store } = await setup();
    expect(screen.getByTestId('reviews-guest').textContent).toContain('Log in to leave a review');
    expect(screen.queryByTestId('review-form')).toBeNull();
    expect(store.get(mainButtonAtom).visible).toBe(false);
    fireEvent.click(screen.getByTestId('reviews-login'));
    expect(location.history.at(-1)).toBe('/login');
    expect(JSON.parse(window.localStorage.getItem('redirectUrl') ?? 'null')).toBe('/Reviews/7');
  });

  it('keeps the send button disabled until a grade and a comment are given', async () => {
    answer({});
    const { store } = await setup({ signedIn: true });
    await screen.findByTestId('reviews-empty');
    expect(store.get(mainButtonAtom)).toMatchObject({ visible: true, text: 'Send review', enabled: false });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(new Set(radios.map((radio) => (radio as HTMLInputElement).name)).size).toBe(1);

    fireEvent.change(screen.getByTestId('review-comment-input'), { target: { value: 'Tasty' } });
    expect(store.get(mainButtonAtom).enabled).toBe(false);
    expect(screen.getByTestId('grade-hint').textContent).toBe('Choose a grade from 1 to 5');
    expect(screen.getByTestId('review-counter').textContent).toBe('5 / 2000');

    fireEvent.click(screen.getByRole('radio', { name: '4 of 5' }));
    expect((screen.getByRole('radio', { name: '4 of 5' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('grade-hint')).toBeNull();
    expect(store.get(mainButtonAtom).enabled).toBe(true);

    fireEvent.change(screen.getByTestId('review-comment-input'), { target: { value: '   \n ' } });
    expect(store.get(mainButtonAtom).enabled).toBe(false);
    // Pressing a disabled button (a stale native click) sends nothing.
    await act(async () => store.get(mainButtonAtom).action?.());
    expect(callMock.mock.calls.some(([endpoint]) => endpoint.path === '/products/v1/comment')).toBe(false);
    expect(screen.getByTestId('review-comment-input').getAttribute('maxlength')).toBe('2000');
  });

  it('sends a review: thanks, clears the form, shows it on top and refreshes the list and ratings', async () => {
    const posted = review(9, 4, '<img src=x onerror=alert(1)>', { firstName: 'Malika', lastName: 'Karimova' });
    let body: unknown;
    const stored = [review(1, 5, 'Older')];
    answer({
      reviews: () => ok([...stored]),
      create: (sent) => {
        body = sent;
        stored.unshift(posted);
        return ok(posted);
      },
    });
    const { store, platform } = await setup({ signedIn: true });
    await screen.findByText('Older');
    await waitFor(() => expect(gradeCalls()).toBe(1));
    const before = { reviews: reviewCalls(), grades: gradeCalls() };

    fireEvent.click(screen.getByRole('radio', { name: '4 of 5' }));
    fireEvent.change(screen.getByTestId('review-comment-input'), { target: { value: '  <img src=x onerror=alert(1)>  ' } });
    await act(async () => store.get(mainButtonAtom).action?.());

    expect(body).toEqual({ productId: 7, grade: 4, comment: '<img src=x onerror=alert(1)>', userId: 42 });
    expect(store.get(toastsAtom).map((toast) => toast.text)).toContain('Thank you for your review!');
    expect(platform.calls.haptics).toContain('notification:success');
    expect((screen.getByTestId('review-comment-input') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(store.get(mainButtonAtom).enabled).toBe(false);
    const [first] = await screen.findAllByTestId('review');
    expect(within(first as HTMLElement).getByTestId('review-comment').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(screen.getByTestId('review-list').querySelector('img')).toBeNull();
    await waitFor(() => expect(reviewCalls()).toBeGreaterThan(before.reviews));
    await waitFor(() => expect(gradeCalls()).toBeGreaterThan(before.grades));
  });

  it('shows a failure inline and keeps what was written', async () => {
    answer({
      create: () => fail(new ApiError({ kind: 'http', status: 400, message: 'bad', description: { uz: 'Xato', ru: 'Ошибка', eng: 'Comment is too rude' } })),
    });
    const { store, platform } = await setup({ signedIn: true });
    await screen.findByTestId('reviews-empty');
    fireEvent.click(screen.getByRole('radio', { name: '2 of 5' }));
    fireEvent.change(screen.getByTestId('review-comment-input'), { target: { value: 'Cold' } });
    await act(async () => store.get(mainButtonAtom).action?.());
    expect(screen.getByRole('alert').textContent).toBe('Comment is too rude');
    expect((screen.getByTestId('review-comment-input') as HTMLTextAreaElement).value).toBe('Cold');
    expect((screen.getByRole('radio', { name: '2 of 5' }) as HTMLInputElement).checked).toBe(true);
    expect(store.get(mainButtonAtom).enabled).toBe(true);
    expect(platform.calls.haptics).toContain('notification:error');
    expect(store.get(toastsAtom)).toEqual([]);
    // Editing again clears the message.
    fireEvent.change(screen.getByTestId('review-comment-input'), { target: { value: 'Cold soup' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so for an id that is not a product id', async () => {
    answer({});
    await setup({ path: '/Reviews/abc' });
    expect(screen.getByTestId('reviews-not-found').textContent).toContain('Product not found');
  });
});
