// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify does not support happy-dom (cure53/DOMPurify#1457).
import { renderWithProviders } from '../../../platform/testing/render-with-providers.tsx';
import { createTestI18n, createTestQueryClient } from '../../shared/testing/test-i18n.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { merchantIdAtom } from '../../entities/merchant/merchant.atoms.ts';
import { ApiError, fail, ok, type Result } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/client.ts';
import type { Policy } from '../../shared/contract/merchant.ts';
import { PolicyScreen } from './policy-screen.ui.tsx';

vi.mock('../../shared/api/client.ts', async (original) => ({ ...(await original<typeof import('../../shared/api/client.ts')>()), call: vi.fn() }));
const callMock = vi.mocked(call);


async function setup(type: Policy['type'], lng: 'uz' | 'ru' | 'eng' = 'eng') {
  const store = createStore();
  store.set(merchantIdAtom, 'm-1');
  const client = createTestQueryClient();
  const location = memoryLocation({ path: '/about', record: true });
  const instance = await createTestI18n(lng);
  renderWithProviders(<PolicyScreen type={type} />, { store, client, i18n: instance, location });
  return { location, instance };
}

const policy = (type: Policy['type'], text: Policy['text']): Result<Policy> => ok({ type, text });

describe('PolicyScreen', () => {
  beforeEach(() => callMock.mockReset());
  afterEach(() => {
    cleanup();
    delete (window as { __pwned?: boolean }).__pwned;
  });

  it('asks for its document and shows it under its title, in the current language', async () => {
    callMock.mockResolvedValue(policy('ABOUT_COMPANY', { uz: '<p>Biz haqimizda</p>', ru: '<p>О нас</p>', eng: '<p>About Oshxona</p>' }));
    await setup('ABOUT_COMPANY', 'ru');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('О компании');
    expect((await screen.findByTestId('policy-text')).innerHTML).toBe('<p>О нас</p>');
    expect(callMock).toHaveBeenCalledWith(expect.objectContaining({ path: '/support/v1/company/policies' }), expect.objectContaining({ query: { policies: 'ABOUT_COMPANY' } }));
  });

  it('falls back to another language when the current one is missing', async () => {
    callMock.mockResolvedValue(policy('TERMS', { uz: '<p>Oferta</p>', ru: '<p>Оферта</p>', eng: null }));
    await setup('TERMS', 'eng');
    expect((await screen.findByTestId('policy-text')).textContent).toBe('Оферта');
  });

  it('shows fixed grey lines while loading', async () => {
    let answer: (result: Result<Policy>) => void = () => undefined;
    callMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await setup('PRIVACY_POLICY');
    expect(screen.getByTestId('policy-loading').querySelectorAll('.policy-skeleton__line').length).toBeGreaterThan(3);
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    act(() => answer(policy('PRIVACY_POLICY', { uz: null, ru: null, eng: '<p>Privacy</p>' })));
    expect((await screen.findByTestId('policy-text')).textContent).toBe('Privacy');
    expect(screen.queryByTestId('policy-loading')).toBeNull();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('false');
  });

  it('renders a hostile text harmlessly', async () => {
    callMock.mockResolvedValue(
      policy('PRIVACY_POLICY', {
        uz: null,
        ru: null,
        eng: '<p>Safe</p><img src=x onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:window.__pwned=true">x</a>',
      }),
    );
    await setup('PRIVACY_POLICY');
    const article = await screen.findByTestId('policy-text');
    const img = article.querySelector('img');
    expect(img?.hasAttribute('onerror')).toBe(false);
    if (img) fireEvent.error(img);
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('moves within the app for links to its own pages', async () => {
    callMock.mockResolvedValue(policy('ABOUT_COMPANY', { uz: null, ru: null, eng: '<p><a href="/privacy">privacy</a></p>' }));
    const { location } = await setup('ABOUT_COMPANY');
    fireEvent.click(await screen.findByText('privacy'));
    expect(location.history.at(-1)).toBe('/privacy');
  });

  it('shows the localised error with a retry that loads the text again', async () => {
    callMock.mockResolvedValueOnce(fail(new ApiError({ kind: 'network', message: 'offline' })));
    await setup('TERMS');
    expect((await screen.findByTestId('policy-error')).textContent).toBe('No connection. Check the internet and try again.');
    callMock.mockResolvedValueOnce(policy('TERMS', { uz: null, ru: null, eng: '<p>Terms</p>' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(screen.getByTestId('policy-text').textContent).toBe('Terms'));
  });

  it.each([
    ['a document the merchant never wrote (404)', fail<Policy>(new ApiError({ kind: 'http', status: 404, message: 'Not found' }))],
    ['an empty text', policy('TERMS', { uz: '', ru: null, eng: '<p> </p>' })],
    ['a text that is nothing once sanitised', policy('TERMS', { uz: null, ru: null, eng: '<script>x()</script>' })],
  ])('shows "No data available" for %s', async (_name, answer) => {
    callMock.mockResolvedValue(answer);
    await setup('TERMS');
    expect((await screen.findByTestId('policy-empty')).textContent).toBe('No data available');
  });
});
