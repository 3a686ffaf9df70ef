// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify does not support happy-dom (cure53/DOMPurify#1457).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Policy } from '@/shared/contract/merchant.ts';
import { errorReply, networkDown, type Answer } from '@/testing/fake-api.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';
import { PolicyScreen } from './policy-screen.ui.tsx';

const setup = (type: Policy['type'], policies: Answer<'policies'>, language: 'uz' | 'ru' | 'eng' = 'eng') =>
  renderScreen({ path: '/about', language, api: { policies }, element: <PolicyScreen type={type} /> });

const policy = (type: Policy['type'], text: Policy['text']): Policy => ({ type, text });

describe('PolicyScreen', () => {
  afterEach(() => {
    cleanup();
    delete (window as { __pwned?: boolean }).__pwned;
  });

  it('asks for its document and shows it under its title, in the current language', async () => {
    const { api } = await setup(
      'ABOUT_COMPANY',
      policy('ABOUT_COMPANY', { uz: '<p>Biz haqimizda</p>', ru: '<p>О нас</p>', eng: '<p>About Oshxona</p>' }),
      'ru',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('О компании');
    expect((await screen.findByTestId('policy-text')).innerHTML).toBe('<p>О нас</p>');
    expect(api.calls('policies').map((request) => request.query)).toEqual([{ policies: 'ABOUT_COMPANY' }]);
  });

  it('falls back to another language when the current one is missing', async () => {
    await setup('TERMS', policy('TERMS', { uz: '<p>Oferta</p>', ru: '<p>Оферта</p>', eng: null }), 'eng');
    expect((await screen.findByTestId('policy-text')).textContent).toBe('Оферта');
  });

  it('shows fixed grey lines while loading', async () => {
    let answer: (policy: Policy) => void = () => undefined;
    const { api } = await setup('PRIVACY_POLICY', () => new Promise<Policy>((resolve) => (answer = resolve)));
    await waitFor(() => expect(api.calls('policies')).toHaveLength(1));
    expect(screen.getByTestId('policy-loading').querySelectorAll('.policy-skeleton__line').length).toBeGreaterThan(3);
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    act(() => answer(policy('PRIVACY_POLICY', { uz: null, ru: null, eng: '<p>Privacy</p>' })));
    expect((await screen.findByTestId('policy-text')).textContent).toBe('Privacy');
    expect(screen.queryByTestId('policy-loading')).toBeNull();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('false');
  });

  it('renders a hostile text harmlessly', async () => {
    await setup(
      'PRIVACY_POLICY',
      policy('PRIVACY_POLICY', {
        uz: null,
        ru: null,
        eng: '<p>Safe</p><img src=x onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:window.__pwned=true">x</a>',
      }),
    );
    const article = await screen.findByTestId('policy-text');
    const img = article.querySelector('img');
    expect(img?.hasAttribute('onerror')).toBe(false);
    if (img) fireEvent.error(img);
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('moves within the app for links to its own pages', async () => {
    const { location } = await setup(
      'ABOUT_COMPANY',
      policy('ABOUT_COMPANY', { uz: null, ru: null, eng: '<p><a href="/privacy">privacy</a></p>' }),
    );
    tap(await screen.findByText('privacy'));
    expect(location.path()).toBe('/privacy');
  });

  it('shows the localised error with a retry that loads the text again', async () => {
    const { api } = await setup('TERMS', networkDown());
    expect((await screen.findByTestId('policy-error')).textContent).toBe(
      'No connection. Check the internet and try again.',
    );
    api.answer('policies', policy('TERMS', { uz: null, ru: null, eng: '<p>Terms</p>' }));
    await act(async () => tap(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(screen.getByTestId('policy-text').textContent).toBe('Terms'));
  });

  it.each([
    ['a document the merchant never wrote (404)', errorReply(404, 'NOT_FOUND', 'Not found')],
    ['an empty text', policy('TERMS', { uz: '', ru: null, eng: '<p> </p>' })],
    ['a text that is nothing once sanitised', policy('TERMS', { uz: null, ru: null, eng: '<script>x()</script>' })],
  ])('shows "No data available" for %s', async (_name, answer: Answer<'policies'>) => {
    await setup('TERMS', answer);
    expect((await screen.findByTestId('policy-empty')).textContent).toBe('No data available');
  });
});
