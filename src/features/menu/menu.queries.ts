import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { launchAtom } from '@platform/index.ts';
import { branchesQuery } from '@/entities/branch/branch.api.ts';
import { branchAtom } from '@/entities/branch/branch.atoms.ts';
import { overallQuery } from '@/entities/catalogue/catalogue.api.ts';
import { menuCatalogueType } from '@/entities/catalogue/catalogue.lib.ts';
import { merchantIdAtom } from '@/entities/merchant/merchant.atoms.ts';
import { whenSettled } from '@/shared/lib/when-settled.ts';

/** The merchant's catalogue as the menu shows it: the Telegram one inside Telegram, the web one in a browser. */
export const menuOverallAtom = atomWithQuery((get) =>
  overallQuery(get(merchantIdAtom), menuCatalogueType(get(launchAtom).kind === 'telegram')),
);

/**
 * The page has settled (`whenSettled`): work that only checks what the first screen showed may run. Set once per
 * app load, however many components read the menu: the wait starts when the first of them mounts the atom.
 */
export const menuSettledAtom = atom(false);
menuSettledAtom.onMount = (set) => whenSettled(() => set(true));

/**
 * The branch list, while the menu has no branch yet (the main branch is where it starts), and once the page has
 * settled, to check that the branch kept on the device is still one the merchant lists.
 */
export const branchesUntilChosenAtom = atomWithQuery((get) => {
  const options = branchesQuery(get(merchantIdAtom));
  return { ...options, enabled: options.enabled && (get(branchAtom) === null || get(menuSettledAtom)) };
});
