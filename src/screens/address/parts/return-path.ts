import * as z from 'zod/mini';
import { readStored, STORAGE_KEYS } from '../../../shared/lib/storage.ts';
import { safeRedirect, takeRedirect } from '../../../shared/routing/redirect.ts';

export interface FormRoute {
  editId: number | null;
  /** Came from /choose-address: the saved address becomes the chosen one. */
  choose: boolean;
  /** `?return=<path>`, same-origin only (safeRedirect), or null. */
  returnPath: string | null;
}

/** Reads the form's query: `edit=<id>`, `choose=1`, `return=<path>`. */
export function formRoute(search: string): FormRoute {
  const params = new URLSearchParams(search);
  const ret = params.get('return');
  const edit = Number(params.get('edit'));
  return { editId: Number.isInteger(edit) && edit > 0 ? edit : null, choose: params.get('choose') === '1', returnPath: ret ? safeRedirect(ret) : null };
}

/** Whether a path to go on to was remembered (rememberRedirect); takeRedirect alone cannot tell '/' from nothing. */
export const hasRemembered = (): boolean => readStored(STORAGE_KEYS.redirectUrl, z.string()) !== null;

export type AfterSave = { kind: 'path'; path: string; choose: boolean } | { kind: 'back'; choose: boolean };

/**
 * Where a saved address takes the customer. With `?return=` (checkout sending the customer to add one): on there,
 * the address chosen. From /choose-address: on to the path remembered for it (taken, so once), else back to it; the
 * address chosen either way. Otherwise back to the page that opened the form (the list, as a rule), or to the list,
 * `/address`, when the form was opened directly: no second copy of the list in the history.
 */
export function leaveAfterSave(route: Pick<FormRoute, 'choose' | 'returnPath'>, remembered: () => boolean, canGoBack: boolean): AfterSave {
  if (route.returnPath) return { kind: 'path', path: route.returnPath, choose: true };
  if (!route.choose) return canGoBack ? { kind: 'back', choose: false } : { kind: 'path', path: '/address', choose: false };
  if (remembered()) return { kind: 'path', path: takeRedirect(), choose: true };
  return canGoBack ? { kind: 'back', choose: true } : { kind: 'path', path: '/choose-address', choose: true };
}
