import { atomWithQuery } from 'jotai-tanstack-query';
import { merchantIdAtom } from '@/shared/api/scope.atoms.ts';
import type { PolicyType } from '@/shared/contract/merchant.ts';
import { policyQuery } from './policy.api.ts';

/** One policy document of the merchant: one atom per type (make it with `useMemo`). */
export const policyAtom = (type: PolicyType) => atomWithQuery((get) => policyQuery(type, get(merchantIdAtom)));
