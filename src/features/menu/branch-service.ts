import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { serviceTypeAtom } from '@/entities/basket/basket.atoms.ts';
import { branchAtom } from '@/entities/branch/branch.atoms.ts';
import { branchesAtom } from '@/entities/branch/branch.queries.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import type { Branch } from '@/shared/contract/branch.ts';
import { branchOffers } from '@/shared/contract/branch-services.ts';
import { localize } from '@/shared/lib/localize.ts';

/**
 * Whether a branch takes the basket's way of getting the order (delivery, pick-up or dine-in): the rule the server
 * applies to an order. Before the basket has a way, any branch does.
 */
export function useOffersService(): (branch: Branch) => boolean {
  const settings = useAtomValue(settingsAtom);
  const service = useAtomValue(serviceTypeAtom);
  return (branch) => service === null || branchOffers(settings, branch, service);
}

/**
 * What stops the order at the chosen branch when it does not take the chosen way ('Dine-in is not available at
 * Oshxona Express: choose another branch'), said in the basket and at checkout; null when nothing does.
 */
export function useServiceMissing(): string | null {
  const { t, i18n } = useTranslation();
  const service = useAtomValue(serviceTypeAtom);
  const choice = useAtomValue(branchAtom);
  const branch = useAtomValue(branchesAtom).data?.find((candidate) => candidate.id === choice?.id);
  const offers = useOffersService();
  if (!service || !branch || offers(branch)) return null;
  return t('cart.branchNoService', {
    service: t(`cart.serviceShort.${service}`),
    branch: localize(branch.name, i18n.language),
  });
}
