import { atom } from 'jotai';
import { isSignedInAtom, sessionAtom, type Session } from '@/shared/api/scope.atoms.ts';
import { UserSchema, type User } from '@/shared/contract/user.ts';
import { COOKIE_KEYS, cookies, readStored, removeStored, STORAGE_KEYS, writeStored } from '@/shared/lib/storage.ts';
import { forgetSessionExpired, rememberSessionExpired, takeSessionExpired } from './session-expired.ts';

/** The session lives with the API client, whose scope it is (`shared/api/scope.atoms.ts`); this slice keeps it. */
export { isSignedInAtom, sessionAtom, type Session };

/** Reads the session kept across reloads: the token cookie and the user (schema-checked). */
export function readSession(): Session {
  const token = cookies.get(COOKIE_KEYS.token);
  return { token, user: token ? readStored(STORAGE_KEYS.user, UserSchema) : null };
}

export const userAtom = atom((get) => get(sessionAtom).user);

/** Keeps a new sign-in: token cookie (30 days) and the user. */
export const signInAtom = atom(null, (_get, set, auth: { token: string; user: User }) => {
  cookies.set(COOKIE_KEYS.token, auth.token, 30);
  writeStored(STORAGE_KEYS.user, auth.user);
  set(sessionAtom, { token: auth.token, user: auth.user });
});

export const updateUserAtom = atom(null, (get, set, user: User) => {
  writeStored(STORAGE_KEYS.user, user);
  set(sessionAtom, { ...get(sessionAtom), user });
});

/**
 * Forgets the session. Logout clears everything local except the merchant, the init data and (our decision) the
 * basket: the basket is reset by the caller on an explicit logout, and kept when a token merely expires. A closed
 * location notice is the device's, not the account's, and stays closed.
 */
export const clearSessionAtom = atom(null, (_get, set) => {
  const keep = new Set<string>([STORAGE_KEYS.basket, STORAGE_KEYS.locationNotice]);
  try {
    for (const key of Object.keys(window.localStorage)) if (!keep.has(key)) removeStored(key);
    window.sessionStorage.removeItem(STORAGE_KEYS.loginPhone);
  } catch {
    // storage unavailable
  }
  for (const name of Object.values(COOKIE_KEYS)) {
    if (
      name !== COOKIE_KEYS.merchant &&
      name !== COOKIE_KEYS.initData &&
      name !== COOKIE_KEYS.sub &&
      name !== COOKIE_KEYS.language
    )
      cookies.remove(name);
  }
  set(sessionAtom, { token: null, user: null });
});

const sessionExpiredShownAtom = atom(false);

/**
 * Shown after a 401: 'Some things are out of date! Please log in again.' Setting it remembers it in the tab until
 * the person closes it (see session-expired.ts), so a 401 during an unload is still shown by the next load.
 */
export const sessionExpiredAtom = atom(
  (get) => get(sessionExpiredShownAtom),
  (_get, set, expired: boolean) => {
    if (expired) rememberSessionExpired();
    else forgetSessionExpired();
    set(sessionExpiredShownAtom, expired);
  },
);

/** At boot: shows the dialog of a 401 that the previous page of this tab had no time to show; only once. */
export const restoreSessionExpiredAtom = atom(null, (_get, set) => {
  if (takeSessionExpired()) set(sessionExpiredShownAtom, true);
});
