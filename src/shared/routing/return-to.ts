/**
 * Where to go back to, in one place: the path remembered across a sign-in or an address choice (stored under
 * `STORAGE_KEYS.redirectUrl`; `useSignInThenReturn` for a guest's "Log in") and the guard every such path passes:
 * only same-origin paths are ever followed. The address choice and form read theirs from `?return=<path>`
 * (entities/address/address-return.lib.ts, kept out of the first screen's code).
 */
import { useLocation } from 'wouter';
import * as v from 'valibot';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '@/shared/lib/storage.ts';
import { paths } from './paths.ts';

/**
 * Only same-origin paths are accepted as a place to return to ('/checkout', '/Product/12?x=1'); anything else
 * (another origin, protocol-relative '//evil', 'javascript:', backslashes) becomes '/'.
 */
export function safeRedirect(candidate: unknown, origin: string = window.location.origin): string {
  if (
    typeof candidate !== 'string' ||
    !candidate.startsWith('/') ||
    candidate.startsWith('//') ||
    candidate.includes('\\')
  )
    return paths.home;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return paths.home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return paths.home;
  }
}

export function rememberRedirect(path: string): void {
  writeStored(STORAGE_KEYS.redirectUrl, safeRedirect(path));
}

/** The remembered path (default '/'), forgotten once read. */
export function takeRedirect(): string {
  const path = safeRedirect(readStored(STORAGE_KEYS.redirectUrl, v.string()));
  removeStored(STORAGE_KEYS.redirectUrl);
  return path;
}

export function peekRedirect(): string {
  return safeRedirect(readStored(STORAGE_KEYS.redirectUrl, v.string()));
}

/**
 * The sign-in's own history entries. Each step records in its entry how many entries the sign-in has pushed over the
 * page that opened it (`/login` pushed from a page: 1, `/login/confirm` one more, `/login/user` taking the code's
 * place: the same), and a page that sends a guest to the sign-in in its own place (checkout) leaves 0. Finishing goes
 * back over that many entries first, so the sign-in leaves nothing behind it: "back" from where the customer lands
 * goes where it went before the sign-in, not to a login page that would only send them on again.
 */
export const SIGN_IN_STEPS = 'signInSteps';
/** The page load the steps were counted in: after a reload the entries behind are another document's. */
export const SIGN_IN_LOAD = 'signInLoad';

/** The history state of a sign-in step `steps` entries over the page that opened the sign-in. */
export const signInStepState = (steps: number): Record<string, number> => ({
  [SIGN_IN_STEPS]: steps,
  [SIGN_IN_LOAD]: performance.timeOrigin,
});

/**
 * What a guest's "Log in" does: remember `path` (same-origin only), then open the sign-in, which comes back to it
 * once the customer is in (`useFinishSignIn`, screens/login).
 */
export function useSignInThenReturn(path: string): () => void {
  const [, navigate] = useLocation();
  return () => {
    rememberRedirect(path);
    navigate(paths.login, { state: signInStepState(1) });
  };
}
