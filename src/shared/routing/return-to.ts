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
 * What a guest's "Log in" does: remember `path` (same-origin only), then open the sign-in, which comes back to it
 * once the customer is in (the router's GuestOnly takes the remembered path).
 */
export function useSignInThenReturn(path: string): () => void {
  const [, navigate] = useLocation();
  return () => {
    rememberRedirect(path);
    navigate(paths.login);
  };
}
