import { atom } from 'jotai';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage.ts';
import type { Address } from '@/shared/contract/user.ts';
import { AddressDraftSchema, type AddressDraft } from './address-draft.ts';

/** localStorage key of the chosen delivery address (kept here, next to its only reader and writer). */
export const CHOSEN_ADDRESS_KEY = 'chosenAddress';

/** A saved address (server id) or a draft with a client-made `tmp-…` id; either way it has coordinates. */
export type ChosenAddress = Address | AddressDraft;

const storedChosenAtom = atom<ChosenAddress | null>(readStored(CHOSEN_ADDRESS_KEY, AddressDraftSchema));

/** The delivery address the customer chose (the header chip and checkout read it); survives a reload. */
export const chosenAddressAtom = atom((get) => get(storedChosenAtom));

/** Chooses an address (null forgets the choice). */
export const chooseAddressAtom = atom(null, (_get, set, address: ChosenAddress | null) => {
  if (address) writeStored(CHOSEN_ADDRESS_KEY, address);
  else removeStored(CHOSEN_ADDRESS_KEY);
  set(storedChosenAtom, address);
});

/** Keeps the choice in step with the saved list: an edited address is re-read, a deleted one forgotten. */
export const syncChosenAddressAtom = atom(null, (get, set, change: { saved: Address } | { deletedId: number }) => {
  const chosen = get(storedChosenAtom);
  if (!chosen) return;
  if ('saved' in change && chosen.id === change.saved.id) set(chooseAddressAtom, change.saved);
  if ('deletedId' in change && chosen.id === change.deletedId) set(chooseAddressAtom, null);
});
