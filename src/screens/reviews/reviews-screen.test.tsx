import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mainButtonAtom } from '@platform/index.ts';
import type { Grade, Overall, Review } from '@/shared/contract/catalogue.ts';
import type { User } from '@/shared/contract/user.ts';
import { toastsAtom } from '@/shared/ui/toast.atoms.ts';
import { errorReply, networkDown, type Answer, type FakeApi } from '@/testing/fake-api.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';

const USER: User = {
  id: 42,
  firstName: 'Malika',
  lastName: 'Karimova',
  isActive: true,
  merchantId: 'm-1',
  role: 'USER',
  cashback: 0,
};
const review = (
  id: number,
  grade: number,
  comment: string,
  user: Review['user'] = { firstName: 'Aziz', lastName: 'Karimov' },
): Review => ({
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
  products: [
    {
      id: 7,
      name: { uz: 'Manti', ru: 'Манты', eng: 'Manti (5 pcs)' },
      categoryId: 1,
      priority: 1,
      active: true,
      type: 'NONE',
      costPrice: 1,
    },
  ],
};

interface Answers {
  reviews?: Answer<'reviews'>;
  grades?: Grade[];
  create?: Answer<'reviewCreate'>;
}

function setup({ signedIn = false, path = '/Reviews/7', answers = {} as Answers } = {}) {
  return renderScreen({
    path,
    session: signedIn ? USER : null,
    api: {
      reviews: answers.reviews ?? [],
      overalls: OVERALL,
      grades: answers.grades ?? [],
      reviewCreate: answers.create ?? networkDown(),
    },
  });
}

const reviewCalls = (api: FakeApi) => api.calls('reviews').length;
const gradeCalls = (api: FakeApi) => api.calls('grades').length;

describe('ReviewsScreen', () => {
  it('lists reviews with author, stars, date and the comment as plain text', async () => {
    await setup({
      answers: {
        reviews: [
          review(1, 4, '<b>x</b>\nsecond line'),
          review(2, 5, 'Great', { firstName: null, lastName: 'Hidden' }),
        ],
        grades: [{ productId: 7, grade: 4.5, count: 2 }],
      },
    });
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
    await setup({ answers: { reviews: [review(1, 4, 'a'), review(2, 5, 'b'), review(3, 5, 'c')] } });
    await waitFor(() => expect(screen.getByTestId('reviews-average').textContent).toBe('4.7'));
    expect(screen.getByTestId('reviews-count').textContent).toBe('Reviews: 3');
  });

  it('shows grey cards while loading, then "No reviews yet" for none', async () => {
    let resolve: (reviews: Review[]) => void = () => undefined;
    const { api } = await setup({ answers: { reviews: () => new Promise<Review[]>((r) => (resolve = r)) } });
    expect(await screen.findByTestId('reviews-loading')).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(reviewCalls(api)).toBe(1));
    await act(async () => resolve([]));
    expect((await screen.findByTestId('reviews-empty')).textContent).toContain('No reviews yet');
    expect(screen.queryByTestId('reviews-loading')).toBeNull();
    expect(screen.queryByTestId('reviews-summary')).toBeNull();
  });

  it('shows the localised error with a retry', async () => {
    let attempt = 0;
    await setup({ answers: { reviews: () => (attempt++ === 0 ? networkDown() : [review(1, 3, 'Fine')]) } });
    expect((await screen.findByTestId('reviews-error')).textContent).toBe(
      'No connection. Check the internet and try again.',
    );
    await act(async () => tap(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Fine')).toBeTruthy();
  });

  it('asks a guest to log in and comes back here afterwards', async () => {
    const { location, store } = await setup({ answers: { reviews: [review(1, 5, 'Great')] } });
    expect((await screen.findByTestId('reviews-guest')).textContent).toContain('Log in to leave a review');
    expect(screen.queryByTestId('review-form')).toBeNull();
    expect(store.get(mainButtonAtom).visible).toBe(false);
    tap(screen.getByTestId('reviews-login'));
    expect(location.path()).toBe('/login');
    expect(JSON.parse(window.localStorage.getItem('redirectUrl') ?? 'null')).toBe('/Reviews/7');
  });

  it('keeps the send button disabled until a grade and a comment are given', async () => {
    const { api, store } = await setup({ signedIn: true });
    await screen.findByTestId('reviews-empty');
    // The button takes the form's state in an effect after the form is drawn.
    await waitFor(() =>
      expect(store.get(mainButtonAtom)).toMatchObject({ visible: true, text: 'Send review', enabled: false }),
    );
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(new Set(radios.map((radio) => (radio as HTMLInputElement).name)).size).toBe(1);

    fireEvent.change(screen.getByTestId('review-comment-input'), { target: { value: 'Tasty' } });
    expect(store.get(mainButtonAtom).enabled).toBe(false);
    expect(screen.getByTestId('grade-hint').textContent).toBe('Choose a grade from 1 to 5');
    expect(screen.getByTestId('review-counter').textContent).toBe('5 / 2000');

    tap(screen.getByRole('radio', { name: '4 of 5' }));
    expect((screen.getByRole('radio', { name: '4 of 5' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('grade-hint')).toBeNull();
    expect(store.get(mainButtonAtom).enabled).toBe(true);

    fireEvent.change(screen.getByTestId('review-comment-input'), { target: { value: '   \n ' } });
    expect(store.get(mainButtonAtom).enabled).toBe(false);
    // Pressing a disabled button (a stale native click) sends nothing.
    await act(async () => store.get(mainButtonAtom).action?.());
    expect(api.calls('reviewCreate')).toEqual([]);
    expect(screen.getByTestId('review-comment-input').getAttribute('maxlength')).toBe('2000');
  });

  it('sends a review: thanks, clears the form, shows it on top and refreshes the list and ratings', async () => {
    const posted = review(9, 4, '<img src=x onerror=alert(1)>', { firstName: 'Malika', lastName: 'Karimova' });
    const stored = [review(1, 5, 'Older')];
    const { api, store, platform } = await setup({
      signedIn: true,
      answers: {
        reviews: () => [...stored],
        create: () => {
          stored.unshift(posted);
          return posted;
        },
      },
    });
    await screen.findByText('Older');
    await waitFor(() => expect(gradeCalls(api)).toBe(1));
    const before = { reviews: reviewCalls(api), grades: gradeCalls(api) };

    tap(screen.getByRole('radio', { name: '4 of 5' }));
    fireEvent.change(screen.getByTestId('review-comment-input'), {
      target: { value: '  <img src=x onerror=alert(1)>  ' },
    });
    await act(async () => store.get(mainButtonAtom).action?.());

    expect(api.calls('reviewCreate').map((request) => request.body)).toEqual([
      { productId: 7, grade: 4, comment: '<img src=x onerror=alert(1)>', userId: 42 },
    ]);
    expect(store.get(toastsAtom).map((toast) => toast.text)).toContain('Thank you for your review!');
    expect(platform.calls.haptics).toContain('notification:success');
    expect((screen.getByTestId('review-comment-input') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(store.get(mainButtonAtom).enabled).toBe(false);
    const [first] = await screen.findAllByTestId('review');
    expect(within(first as HTMLElement).getByTestId('review-comment').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(screen.getByTestId('review-list').querySelector('img')).toBeNull();
    await waitFor(() => expect(reviewCalls(api)).toBeGreaterThan(before.reviews));
    await waitFor(() => expect(gradeCalls(api)).toBeGreaterThan(before.grades));
  });

  it('shows a failure inline and keeps what was written', async () => {
    const { store, platform } = await setup({
      signedIn: true,
      answers: { create: errorReply(400, 'BAD_REVIEW', 'Comment is too rude') },
    });
    await screen.findByTestId('reviews-empty');
    tap(screen.getByRole('radio', { name: '2 of 5' }));
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
    await setup({ path: '/Reviews/abc' });
    expect((await screen.findByTestId('reviews-not-found')).textContent).toContain('Product not found');
  });
});
