import { atom } from 'jotai';
import * as z from 'zod/mini';
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/lib/storage.ts';
import { showToastAtom } from '../../shared/ui/toast.atoms.ts';

/**
 * Whether the device's location was already asked for in this app load. Every screen that shows the menu (and the
 * router, which reads the menu to present a product) uses the menu's branch; the question is one per app, not one
 * per caller.
 */
const locationAskedAtom = atom(false);

/** Claims the one location question of this load: true for the first caller only. */
export const claimLocationAskAtom = atom(null, (get, set): boolean => {
  if (get(locationAskedAtom)) return false;
  set(locationAskedAtom, true);
  return true;
});

const DismissedSchema = z.literal(true);
export const locationNoticeDismissed = (): boolean => readStored(STORAGE_KEYS.locationNotice, DismissedSchema) === true;

/**
 * 'Allow location detection…': shown when the location was refused or did not come, unless the person closed this
 * notice before on this device (remembered; a notice that merely timed out comes back the next time it is due).
 */
export const showLocationNoticeAtom = atom(null, (_get, set, text: string) => {
  if (locationNoticeDismissed()) return;
  set(showToastAtom, { kind: 'info', text, onDismiss: () => writeStored(STORAGE_KEYS.locationNotice, true) });
});
