import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import * as z from 'zod/mini';

/**
 * Only same-origin paths are accepted as a place to return to ('/checkout', '/Product/12?x=1'); anything else
 * (another origin, protocol-relative '//evil', 'javascript:', backslashes) becomes '/'.
 */
export function safeRedirect(candidate: unknown, origin: string = window.location.origin): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return '/';
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

export function rememberRedirect(path: string): void {
  writeStored(STORAGE_KEYS.redirectUrl, safeRedirect(path));
}

/** The remembered path (default '/'), forgotten once read. */
export function takeRedirect(): string {
  const path = safeRedirect(readStored(STORAGE_KEYS.redirectUrl, z.string()));
  removeStored(STORAGE_KEYS.redirectUrl);
  return path;
}

export function peekRedirect(): string {
  return safeRedirect(readStored(STORAGE_KEYS.redirectUrl, z.string()));
}
