import type { Branch } from '@/shared/contract/branch.ts';
import { hoursAt } from '@/shared/contract/time.ts';
import { distanceKm, type GeoPointLike } from '@/shared/lib/geo.ts';

/**
 * A branch's day on the merchant's clock: the hours in force (the day before's in a night they run into), or closed
 * all day; and whether it is open at this moment.
 */
export interface BranchDay {
  hours: { open: string; close: string } | null;
  openNow: boolean;
}

export function branchDay(branch: Pick<Branch, 'workHours'>, now: Date): BranchDay {
  const inForce = hoursAt(branch.workHours, now);
  return {
    hours: inForce ? { open: inForce.hours.open, close: inForce.hours.close } : null,
    openNow: inForce?.open ?? false,
  };
}

/** A branch as a list shows it: with its distance from the customer when their location is known. */
export interface PlacedBranch {
  branch: Branch;
  km: number | null;
}

/**
 * The branches a customer can visit (active ones), nearest first when the location is known; otherwise the main
 * branch first and the rest in the merchant's order.
 */
export function branchesToShow(branches: readonly Branch[], here: GeoPointLike | null): PlacedBranch[] {
  const placed = branches
    .filter((branch) => branch.isActive)
    .map((branch) => ({ branch, km: here ? distanceKm(here, branch) : null }));
  if (here) return placed.sort((a, b) => (a.km ?? 0) - (b.km ?? 0));
  return placed.sort((a, b) => Number(b.branch.isMain) - Number(a.branch.isMain));
}
