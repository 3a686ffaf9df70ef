import type { Branch } from './branch.ts';

/** What a branch can do for a customer: the three ways to get an order, and booking a table. */
export const BRANCH_SERVICES = ['DELIVERY', 'PICK_UP', 'DINE_IN', 'BOOKING'] as const;
export type BranchService = (typeof BRANCH_SERVICES)[number];

/** The merchant's switches for each service, as the web settings carry them (absent: delivery and pick-up on). */
export interface ServiceFlags {
  deliveryActive?: boolean | null;
  pickupActive?: boolean | null;
  dineInActive?: boolean | null;
  bookingActive?: boolean | null;
}

/**
 * Whether a branch offers a service: the merchant has it on and the branch has not turned it off (a branch without
 * settings follows the merchant). Delivery and pick-up are on unless the merchant turns them off; dine-in and booking
 * are off unless it turns them on. One rule for the client (what to show) and the server (what to accept).
 */
export function branchOffers(flags: ServiceFlags, branch: Pick<Branch, 'settings'>, service: BranchService): boolean {
  const own = branch.settings;
  switch (service) {
    case 'DELIVERY':
      return flags.deliveryActive !== false && own?.deliveryEnabled !== false;
    case 'PICK_UP':
      return flags.pickupActive !== false && own?.pickupEnabled !== false;
    case 'DINE_IN':
      return flags.dineInActive === true && own?.dineinEnabled !== false;
    case 'BOOKING':
      return flags.bookingActive === true && own?.bookingEnabled !== false;
  }
}

/** Every service a branch offers, in a fixed order. */
export const branchServices = (flags: ServiceFlags, branch: Pick<Branch, 'settings'>): BranchService[] =>
  BRANCH_SERVICES.filter((service) => branchOffers(flags, branch, service));
