import * as z from 'zod/mini';
import { readStored, STORAGE_KEYS } from '../../shared/lib/storage.ts';
import { safeRedirect, takeRedirect } from '../../shared/routing/redirect.ts';

/** `?return=<path>` (same-origin only) and the form link that carries it on. */
export function chooseRoute(search: string): { returnPath: string | null; createPath: string } {
  const ret = new URLSearchParams(search).get('return');
  const returnPath = ret ? safeRedirect(ret) : null;
  return { returnPath, createPath: `/address/create?choose=1${returnPath ? `&return=${encodeURIComponent(returnPath)}` : ''}` };
}

/** After a choice: `?return=`, else the remembered path (taken once), else back in history, else home. */
export function leaveAfterChoice(returnPath: string | null, canGoBack: boolean, remembered = () => readStored(STORAGE_KEYS.redirectUrl, z.string()) !== null): { kind: 'path'; path: string } | { kind: 'back' } {
  if (returnPath) return { kind: 'path', path: returnPath };
  if (remembered()) return { kind: 'path', path: takeRedirect() };
  return canGoBack ? { kind: 'back' } : { kind: 'path', path: '/' };
}
