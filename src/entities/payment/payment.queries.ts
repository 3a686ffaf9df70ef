import { atomWithQuery } from 'jotai-tanstack-query';
import { merchantIdAtom } from '@/shared/api/scope.atoms.ts';
import { paymentOptionsQuery } from './payment.api.ts';

/** The merchant's payment methods and their per-channel settings. */
export const paymentOptionsAtom = atomWithQuery((get) => paymentOptionsQuery(get(merchantIdAtom)));
