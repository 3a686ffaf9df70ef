import { atom } from 'jotai';
import * as v from 'valibot';
import { LocalizedSchema } from '@/shared/contract/common.ts';
import { readStored, STORAGE_KEYS, writeStored } from '@/shared/lib/storage.ts';

/** The branch the menu is shown for: the nearest one found, or one the customer chose. */
export const StoredBranchSchema = v.object({
  id: v.number(),
  name: LocalizedSchema,
  source: v.picklist(['nearest', 'main', 'chosen']),
});
export type StoredBranch = v.InferOutput<typeof StoredBranchSchema>;

const storedBranchAtom = atom<StoredBranch | null>(readStored(STORAGE_KEYS.menuBranch, StoredBranchSchema));

export const branchAtom = atom(
  (get) => get(storedBranchAtom),
  (_get, set, branch: StoredBranch) => {
    writeStored(STORAGE_KEYS.menuBranch, branch);
    set(storedBranchAtom, branch);
  },
);
