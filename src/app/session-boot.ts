import { platformAtom, type Platform } from '@platform/index.ts';
import { chooseAddressAtom } from '@/entities/address/address.atoms.ts';
import { resetBasketAtom } from '@/entities/basket/basket.atoms.ts';
import { merchantIdAtom } from '@/entities/merchant/merchant.atoms.ts';
import { fetchMe, signInWithInitData } from '@/entities/session/session.api.ts';
import {
  clearSessionAtom,
  readSession,
  restoreSessionExpiredAtom,
  sessionAtom,
  sessionExpiredAtom,
  signInAtom,
  updateUserAtom,
} from '@/entities/session/session.atoms.ts';
import { configureApiSession, preloadTransport } from '@/shared/api/client.ts';
import * as v from 'valibot';
import { COOKIE_KEYS, cookies, readStored, STORAGE_KEYS, writeStored } from '@/shared/lib/storage.ts';
import { whenSettled } from '@/shared/lib/when-settled.ts';
import type { AppStore } from './store.ts';

/**
 * Connects the API client to the session (the shared layer never imports it) and handles a 401 as the spec says.
 * The client's wire code comes with the first request that needs it, and at the latest once the page has settled,
 * so a tap never waits for it.
 */
export function connectApiSession(store: AppStore, language: () => string, goHome: () => void): void {
  const expired = () => {
    // Remembered first: if this page is unloading, the next load shows the dialog.
    store.set(sessionExpiredAtom, true);
    store.set(clearSessionAtom);
    goHome();
  };
  // Inside Telegram the launch's own data signs the customer in again, once a page load, without a word: a token
  // refused there (revoked, expired) need not leave them a guest until the next launch. Only a session of the
  // launch's own Telegram account is renewed so: one signed in by SMS is another account, which the launch's data
  // would swap in silently. Otherwise, or when that fails too, the session is said to have expired.
  let launchTried = false;
  configureApiSession({
    merchantId: () => store.get(merchantIdAtom),
    token: () => store.get(sessionAtom).token,
    language,
    onUnauthorized: () => {
      if (store.get(sessionAtom).token === null) return;
      const { initDataRaw: initData, user: launchUser } = store.get(platformAtom).launch;
      const launchOwn = !!launchUser && store.get(sessionAtom).user?.telegramId === launchUser.id;
      if (!initData || !launchOwn || launchTried) {
        expired();
        return;
      }
      launchTried = true;
      store.set(clearSessionAtom);
      void signInWithInitData(initData).then((result) => {
        // Someone signed in meanwhile (by SMS, on a slow network): theirs is the session, not swapped in silence.
        if (store.get(sessionAtom).token !== null) return;
        if (result.ok && result.data.token) store.set(signInAtom, { token: result.data.token, user: result.data.user });
        else expired();
      });
    },
  });
  whenSettled(preloadTransport);
}

/**
 * Restores the stored session; inside Telegram with no session yet, signs in with the raw initData. A failed
 * mini-app sign-in is silent: the user stays a guest and SMS login is still offered. A stored user is refreshed once
 * `shown` settles (the first screen painted), so the refresh does not compete with what that screen asks for.
 */
export async function restoreSession(store: AppStore, platform: Platform, shown: Promise<void>): Promise<void> {
  store.set(restoreSessionExpiredAtom);
  store.set(sessionAtom, readSession());
  const initData = platform.launch.initDataRaw;
  if (initData) cookies.set(COOKIE_KEYS.initData, initData, 1);
  // Another Telegram account opening the mini-app on this device must not carry on as the previous one. A session is
  // the launch's when its user is that Telegram user, or was signed in (by SMS too) in a launch of that user; one with
  // neither mark (or an unreadable user) is not kept.
  const stored = store.get(sessionAtom);
  const telegramUser = platform.launch.user;
  if (telegramUser) {
    const owner = stored.user?.telegramId ?? readStored(STORAGE_KEYS.sessionTelegramUser, v.number());
    if (stored.token !== null && owner !== telegramUser.id) {
      // As a sign-out would: the basket with its checkout details (a receiver's phone, a door code, a promo code)
      // and the chosen delivery point were the previous customer's.
      store.set(clearSessionAtom);
      store.set(resetBasketAtom);
      store.set(chooseAddressAtom, null);
    }
    const mark = () => {
      if (store.get(sessionAtom).token !== null) writeStored(STORAGE_KEYS.sessionTelegramUser, telegramUser.id);
    };
    mark();
    store.sub(sessionAtom, mark);
  }
  if (store.get(sessionAtom).token !== null) {
    // Refresh the stored user (cashback, name) in the background; a revoked token ends in the 401 path.
    void shown
      .then(() => fetchMe())
      .then((result) => {
        if (result.ok) store.set(updateUserAtom, result.data);
      });
    return;
  }
  if (!initData) return;
  const result = await signInWithInitData(initData);
  // The menu is drawn while this runs: a customer who signed in by SMS meanwhile keeps that session.
  if (result.ok && result.data.token && store.get(sessionAtom).token === null)
    store.set(signInAtom, { token: result.data.token, user: result.data.user });
}
