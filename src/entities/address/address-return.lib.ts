/**
 * Where the address choice (`/choose-address`) and the address form (`/address/create`) go once done: their
 * `?return=<path>` (same-origin only), else the path remembered for them (shared/routing/return-to.ts), else back.
 */
import { paths } from '@/shared/routing/paths.ts';
import { safeRedirect, takeRedirect } from '@/shared/routing/return-to.ts';
import { hasRemembered } from '@/shared/routing/sign-in-steps.ts';

/**
 * The address form's query, written here and read by `formRoute` below: `edit=<id>` edits, `choose=1` chooses the
 * saved address, `return=<path>` goes on there.
 */
export interface AddressFormQuery {
  edit?: number;
  choose?: boolean;
  returnTo?: string | null;
}

export function addressFormPath({ edit, choose, returnTo }: AddressFormQuery = {}): string {
  const query = [
    edit !== undefined && `edit=${edit}`,
    choose && 'choose=1',
    returnTo && `return=${encodeURIComponent(returnTo)}`,
  ].filter(Boolean);
  return query.length ? `${paths.addressForm}?${query.join('&')}` : paths.addressForm;
}

/** `?return=<path>` of a query string, same-origin only (safeRedirect), or null. */
function returnParam(params: URLSearchParams): string | null {
  const ret = params.get('return');
  return ret ? safeRedirect(ret) : null;
}

/** `?return=<path>` (same-origin only) and the form link that carries it on. */
export function chooseRoute(search: string): { returnPath: string | null; createPath: string } {
  const returnPath = returnParam(new URLSearchParams(search));
  return { returnPath, createPath: addressFormPath({ choose: true, returnTo: returnPath }) };
}

/** After a choice: `?return=`, else the remembered path (taken once), else back in history, else home. */
export function leaveAfterChoice(
  returnPath: string | null,
  canGoBack: boolean,
  remembered = hasRemembered,
): { kind: 'path'; path: string } | { kind: 'back' } {
  if (returnPath) return { kind: 'path', path: returnPath };
  if (remembered()) return { kind: 'path', path: takeRedirect() };
  return canGoBack ? { kind: 'back' } : { kind: 'path', path: paths.home };
}

export interface FormRoute {
  editId: number | null;
  /** Came from /choose-address: the saved address becomes the chosen one. */
  choose: boolean;
  /** `?return=<path>`, same-origin only (safeRedirect), or null. */
  returnPath: string | null;
}

/** Reads the address form's query: `edit=<id>`, `choose=1`, `return=<path>`. */
export function formRoute(search: string): FormRoute {
  const params = new URLSearchParams(search);
  const edit = Number(params.get('edit'));
  return {
    editId: Number.isInteger(edit) && edit > 0 ? edit : null,
    choose: params.get('choose') === '1',
    returnPath: returnParam(params),
  };
}

export type AfterSave = { kind: 'path'; path: string; choose: boolean } | { kind: 'back'; choose: boolean };

/**
 * Where a saved address takes the customer. With `?return=` (checkout sending the customer to add one): on there,
 * the address chosen. From /choose-address: on to the path remembered for it (taken, so once), else back to it; the
 * address chosen either way. Otherwise back to the page that opened the form (the list, as a rule), or to the list,
 * `/address`, when the form was opened directly: no second copy of the list in the history.
 */
export function leaveAfterSave(
  route: Pick<FormRoute, 'choose' | 'returnPath'>,
  remembered: () => boolean,
  canGoBack: boolean,
): AfterSave {
  if (route.returnPath) return { kind: 'path', path: route.returnPath, choose: true };
  if (!route.choose)
    return canGoBack ? { kind: 'back', choose: false } : { kind: 'path', path: paths.addresses, choose: false };
  if (remembered()) return { kind: 'path', path: takeRedirect(), choose: true };
  return canGoBack ? { kind: 'back', choose: true } : { kind: 'path', path: paths.chooseAddress, choose: true };
}
