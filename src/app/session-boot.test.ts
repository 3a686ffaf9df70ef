import { afterEach, describe, expect, it } from 'vitest';
import { platformAtom } from '@platform/index.ts';
import { createFakePlatform } from '@platform/testing/fake-platform.ts';
import { sessionAtom, signInAtom } from '@/entities/session/session.atoms.ts';
import { merchantIdAtom } from '@/entities/merchant/merchant.atoms.ts';
import { installFakeApi } from '@/testing/fake-api.ts';
import { TEST_MERCHANT_ID, TEST_USER } from '@/testing/fixtures.ts';
import type { User } from '@/shared/contract/user.ts';
import { createAppStore } from './store.ts';
import { connectApiSession, restoreSession } from './session-boot.ts';

const TELEGRAM_ACCOUNT = { ...TEST_USER, id: 77, telegramId: 5151 };
const SMS_ACCOUNT = { ...TEST_USER, id: 78, telegramId: null };

describe("the launch's sign-in with initData", () => {
  let uninstall = () => undefined as void;
  afterEach(() => {
    uninstall();
    localStorage.clear();
  });

  it('leaves alone a customer who signed in by SMS while it was on its way', async () => {
    let answer: (value: { token: string; user: User }) => void = () => undefined;
    const api = installFakeApi({
      botAuth: () => new Promise((resolve) => (answer = resolve)),
    });
    uninstall = api.uninstall;
    const store = createAppStore();
    const platform = createFakePlatform({
      initDataRaw: 'user=%7B%22id%22%3A5151%7D&hash=abc',
      user: { id: 5151, firstName: 'Aziz', lastName: null, username: null, languageCode: 'uz' },
    });
    store.set(platformAtom, platform);
    store.set(merchantIdAtom, TEST_MERCHANT_ID);
    connectApiSession(
      store,
      () => 'eng',
      () => undefined,
    );
    const restoring = restoreSession(store, platform, Promise.resolve());
    await expect.poll(() => api.requests.some((request) => request.name === 'botAuth')).toBe(true);
    store.set(signInAtom, { token: 'sms-token', user: SMS_ACCOUNT });
    answer({ token: 'telegram-token', user: TELEGRAM_ACCOUNT });
    await restoring;
    expect(store.get(sessionAtom)).toMatchObject({ token: 'sms-token', user: { id: 78 } });
  });
});
