import { atom } from 'jotai';
import * as v from 'valibot';
import { platformAtom, type GeoPoint } from '@platform/index.ts';
import { closestBranch } from '@/entities/branch/branch.api.ts';
import { branchAtom, type StoredBranch } from '@/entities/branch/branch.atoms.ts';
import { merchantIdAtom } from '@/entities/merchant/merchant.atoms.ts';
import type { Branch } from '@/shared/contract/branch.ts';
import { readStored, STORAGE_KEYS, writeStored } from '@/shared/lib/storage.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';

/**
 * The menu's branch still waits for a location: there is none yet, or the main branch stands in. A branch found from
 * the location or chosen by the customer is kept.
 */
export const awaitsLocation = (branch: StoredBranch | null): boolean => branch === null || branch.source === 'main';

/** Whether this app load already looked for a location allowed before (one look however many screens show the menu). */
const knownLookedAtom = atom(false);
/** Whether this app load already asked the person (the header chip asks on its first tap only). */
const askedAtom = atom(false);

const DismissedSchema = v.literal(true);
export const locationNoticeDismissed = (): boolean => readStored(STORAGE_KEYS.locationNotice, DismissedSchema) === true;

/**
 * 'Allow location detection…': shown when the location was refused or did not come, unless the person closed this
 * notice before on this device (remembered; a notice that merely timed out comes back the next time it is due).
 */
export const showLocationNoticeAtom = atom(null, (_get, set, text: string) => {
  if (locationNoticeDismissed()) return;
  set(showToastAtom, { kind: 'info', text, onDismiss: () => writeStored(STORAGE_KEYS.locationNotice, true) });
});

async function nearestTo(merchantId: string, point: GeoPoint): Promise<Branch | null> {
  const found = await closestBranch(merchantId, point.latitude, point.longitude);
  return found.ok ? found.data : null;
}

/** The menu moves to the nearest branch, unless a branch was found or chosen in the meantime. */
const settleNearestAtom = atom(null, (get, set, nearest: Branch) => {
  if (awaitsLocation(get(branchAtom))) set(branchAtom, { id: nearest.id, name: nearest.name, source: 'nearest' });
});

/**
 * A first visit starts at the main branch (else the first one) at once, unless a branch is already known: checked
 * against the branch at the moment of setting, since a branch found from the location may have just arrived.
 */
export const startAtMainBranchAtom = atom(null, (get, set, branches: readonly Branch[]) => {
  // Among the branches that take orders: a first visit never opens on one switched off.
  const open = branches.filter((b) => b.isActive);
  const main = open.find((b) => b.isMain) ?? open[0];
  if (main && get(branchAtom) === null) set(branchAtom, { id: main.id, name: main.name, source: 'main' });
});

/**
 * A branch kept on the device that the merchant no longer lists (closed, or taken off): the menu moves to the main
 * branch and says so, rather than showing the menu of a branch that takes no orders. Returns the branch left, if any.
 */
export const dropGoneBranchAtom = atom(null, (get, set, branches: readonly Branch[]): StoredBranch | null => {
  const kept = get(branchAtom);
  const open = branches.filter((branch) => branch.isActive);
  if (!kept || open.length === 0 || open.some((branch) => branch.id === kept.id)) return null;
  const main = open.find((b) => b.isMain) ?? open[0];
  if (main) set(branchAtom, { id: main.id, name: main.name, source: 'main' });
  return kept;
});

/**
 * On load, once per app load while the menu's branch awaits a location: if the person allowed the location before,
 * the menu moves to the nearest branch. Nothing is asked and nothing is shown.
 */
export const locateSilentlyAtom = atom(null, async (get, set): Promise<void> => {
  const merchantId = get(merchantIdAtom);
  if (merchantId === null || get(knownLookedAtom) || !awaitsLocation(get(branchAtom))) return;
  set(knownLookedAtom, true);
  const point = await get(platformAtom).knownLocation();
  const nearest = point ? await nearestTo(merchantId, point) : null;
  if (nearest) set(settleNearestAtom, nearest);
});

/**
 * Asks for the location (only ever from a person's tap) and finds the nearest branch. A refusal, or a prompt nobody
 * answers within 10 s, shows the notice `text` (the spec's 'allow location' alert) and gives null.
 */
export const findNearestBranchAtom = atom(null, async (get, set, text: string): Promise<Branch | null> => {
  const merchantId = get(merchantIdAtom);
  if (merchantId === null) return null;
  set(askedAtom, true);
  const point = await get(platformAtom).requestLocation();
  if (!point) {
    set(showLocationNoticeAtom, text);
    return null;
  }
  return nearestTo(merchantId, point);
});

/**
 * A tap on the header's chip: the first tap of an app load asks for the location while the menu's branch awaits one,
 * and the menu moves to the nearest branch when allowed. Later taps just do what the chip does.
 */
export const locateOnTapAtom = atom(null, async (get, set, text: string): Promise<void> => {
  if (get(askedAtom) || !awaitsLocation(get(branchAtom))) return;
  const nearest = await set(findNearestBranchAtom, text);
  if (nearest) set(settleNearestAtom, nearest);
});
