import { atom } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { isSignedInAtom, merchantIdAtom, userIdAtom } from '@/shared/api/scope.atoms.ts';
import type { TariffRequest } from '@/shared/contract/branch.ts';
import type { Address } from '@/shared/contract/user.ts';
import {
  addressesQuery,
  citiesQuery,
  deliveryTariffQuery,
  deliveryZonesQuery,
  forgetDeleted,
  rememberSaved,
  zoneCheckQuery,
} from './address.api.ts';
import type { LatLon } from './address.lib.ts';

/** The signed-in customer's saved addresses. */
export const addressesAtom = atomWithQuery((get) => addressesQuery(get(merchantIdAtom), get(userIdAtom)));

/** The merchant's cities (asked for only with a token). */
export const citiesAtom = atomWithQuery((get) => citiesQuery(get(merchantIdAtom), get(isSignedInAtom)));

export const deliveryZonesAtom = atomWithQuery((get) => deliveryZonesQuery(get(merchantIdAtom)));

/** Whether a point is in a delivery zone: one atom per point (make it with `useMemo`). */
export const zoneCheckAtom = (point: LatLon) => atomWithQuery((get) => zoneCheckQuery(get(merchantIdAtom), point));

/** The delivery price for one basket price, branch and point, asked only when `wanted`: one atom per request. */
export const deliveryTariffAtom = (request: TariffRequest, wanted: boolean) =>
  atomWithQuery((get) => {
    const options = deliveryTariffQuery(get(merchantIdAtom), request);
    return { ...options, enabled: options.enabled && wanted };
  });

/** A saved (or re-saved) address goes into the cached list at once. */
export const rememberSavedAtom = atom(null, (get, _set, saved: Address) =>
  rememberSaved(get(queryClientAtom), get(merchantIdAtom), get(userIdAtom), saved),
);

/** A deleted address leaves the cached list at once. */
export const forgetDeletedAtom = atom(null, (get, _set, id: number) =>
  forgetDeleted(get(queryClientAtom), get(merchantIdAtom), get(userIdAtom), id),
);
