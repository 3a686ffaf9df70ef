import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorReply, type ApiAnswers } from '@/testing/fake-api.ts';
import {
  BURGER,
  PLOV,
  TEST_BRANCH,
  TEST_MENU,
  TEST_PAYMENT_METHODS,
  TEST_PAYMENT_SETTINGS,
  TEST_STORED_BRANCH,
  TEST_USER,
} from '@/testing/fixtures.ts';
import { sessionAtom } from '@/entities/session/session.atoms.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';

/** A customer signed in by Telegram: no phone yet. */
const TELEGRAM_USER = { ...TEST_USER, phone: null, telegramId: 44 };
const CONTACT = 'contact=%7B%22user_id%22%3A44%7D&auth_date=1763700000&hash=ab';

const atCheckout = (
  platform: 'telegram' | 'browser',
  api: ApiAnswers = {},
  serviceType: 'PICK_UP' | 'DELIVERY' = 'PICK_UP',
) =>
  renderScreen({
    path: '/checkout',
    session: TELEGRAM_USER,
    settings: { terminalActive: true },
    basket: [
      { productId: PLOV.id, count: 2 },
      { productId: BURGER.id, count: 1 },
    ],
    serviceType,
    branch: TEST_STORED_BRANCH,
    platform,
    api: {
      overalls: TEST_MENU,
      branches: [TEST_BRANCH],
      grades: [],
      paymentMethods: TEST_PAYMENT_METHODS,
      paymentSettings: TEST_PAYMENT_SETTINGS,
      activeOrdersOfUser: [],
      ...api,
    },
  });

describe('the checkout of an account without a phone', () => {
  it('inside Telegram: the share row comes first, a delivery waits for it, and the shared phone unblocks it', async () => {
    const { api, platform } = await atCheckout(
      'telegram',
      { botContact: { token: null, user: { ...TELEGRAM_USER, phone: '998901112233' } } },
      'DELIVERY',
    );
    let answer: (contact: string | null) => void = () => undefined;
    platform.requestContact = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    const button = (await screen.findByTestId('share-phone-button')) as HTMLButtonElement;
    expect(button.textContent).toContain('Share your phone number');
    await waitFor(() => expect(platform.calls.mainButton.at(-1)?.enabled).toBe(false));
    expect(screen.getByTestId('checkout-blockers').textContent).toBe('Add a phone number for the courier');

    tap(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    tap(button);
    answer(CONTACT);
    expect((await screen.findByTestId('share-phone-done')).textContent).toBe(
      'The courier and the restaurant will call +998 90 111 22 33',
    );
    expect(screen.queryByTestId('share-phone-button')).toBeNull();
    expect(platform.requestContact).toHaveBeenCalledTimes(1);
    expect(api.calls('botContact').map((call) => call.body)).toEqual([{ contact: CONTACT }]);
    expect(await screen.findByText('Phone number added')).toBeTruthy();
    // The next thing the delivery needs is said instead.
    await waitFor(() =>
      expect(screen.getByTestId('checkout-blockers').textContent).toBe('Delivery requires an address'),
    );
  });

  it('a pick-up may go without a phone: the row is offered, the order is not held', async () => {
    const { platform } = await atCheckout('telegram');
    expect(await screen.findByTestId('share-phone-button')).toBeTruthy();
    await waitFor(() => expect(platform.calls.mainButton.at(-1)?.enabled).toBe(true));
    expect(screen.queryByTestId('checkout-blockers')).toBeNull();
  });

  it('a number of an SMS account linked to this Telegram user: the app carries on as that account', async () => {
    const linked = { ...TEST_USER, id: 901, phone: '998935556677', telegramId: 44 };
    const { store, platform } = await atCheckout('telegram', { botContact: { token: 'linked-token', user: linked } });
    platform.requestContact = vi.fn(() => Promise.resolve(CONTACT));
    tap(await screen.findByTestId('share-phone-button'));
    expect((await screen.findByTestId('share-phone-done')).textContent).toBe(
      'The courier and the restaurant will call +998 93 555 66 77',
    );
    expect(store.get(sessionAtom)).toEqual({ token: 'linked-token', user: linked });
    expect(document.cookie).toContain('token=linked-token');
  });

  it('a refusal keeps the SMS confirmation at hand and sends nothing', async () => {
    const { api, platform } = await atCheckout('telegram');
    platform.requestContact = vi.fn(() => Promise.resolve(null));
    tap(await screen.findByTestId('share-phone-button'));
    expect((await screen.findByTestId('share-phone-problem')).textContent).toBe(
      'Telegram did not share the number. You can confirm it by SMS instead.',
    );
    expect(screen.getByTestId('share-phone-sms').getAttribute('href')).toBe('/user/phone');
    expect(api.calls('botContact')).toHaveLength(0);
  });

  it('a number that is not +998 says so and offers SMS', async () => {
    const { platform } = await atCheckout('telegram', {
      botContact: errorReply(422, 'PHONE_NOT_UZBEK', 'Only +998', 'phone'),
    });
    platform.requestContact = vi.fn(() => Promise.resolve(CONTACT));
    tap(await screen.findByTestId('share-phone-button'));
    expect((await screen.findByTestId('share-phone-problem')).textContent).toBe(
      'Only +998 numbers can be shared from Telegram. Confirm your number by SMS.',
    );
    expect(screen.getByTestId('share-phone-sms')).toBeTruthy();
  });

  it('in a browser: no share button, the SMS confirmation only', async () => {
    await atCheckout('browser');
    expect((await screen.findByTestId('share-phone')).textContent).toContain('Confirm your phone number by SMS');
    expect(screen.queryByTestId('share-phone-button')).toBeNull();
    expect(screen.getByTestId('share-phone-sms')).toBeTruthy();
  });
});
