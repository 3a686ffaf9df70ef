import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { chosenAddressAtom } from '@/entities/address/address.atoms.ts';
import { basketAtom, checkoutDraftAtom, serviceTypeAtom } from '@/entities/basket/basket.atoms.ts';
import { pricedLines } from '@/entities/basket/basket.lib.ts';
import { deliveryTariffAtom } from '@/entities/address/address.queries.ts';
import { branchAtom } from '@/entities/branch/branch.atoms.ts';
import { branchesAtom } from '@/entities/branch/branch.queries.ts';
import { userAtom } from '@/entities/session/session.atoms.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import type { Overall } from '@/shared/contract/catalogue.ts';
import type { Promo } from '@/shared/contract/order.ts';
import { priceOrder } from '@/shared/contract/pricing.ts';

/**
 * Everything the checkout shows and sends, derived from the basket: the priced lines, the branch, the delivery
 * quote (asked only when the basket is not empty, the address has coordinates and a branch is set) and the summary.
 */
export function useCheckoutQuote(overall: Overall | undefined, promo: Promo | null) {
  const basket = useAtomValue(basketAtom);
  const draft = useAtomValue(checkoutDraftAtom);
  const serviceType = useAtomValue(serviceTypeAtom) ?? 'PICK_UP';
  const branchChoice = useAtomValue(branchAtom);
  const address = useAtomValue(chosenAddressAtom);
  const user = useAtomValue(userAtom);
  const settings = useAtomValue(settingsAtom);
  const branches = useAtomValue(branchesAtom);
  const branch = branches.data?.find((b) => b.id === branchChoice?.id) ?? null;
  const delivery = serviceType === 'DELIVERY';

  const lines = useMemo(() => pricedLines(basket.items, overall?.products), [basket.items, overall]);
  const productPrice = priceOrder({
    lines,
    deliveryPrice: 0,
    isDelivery: false,
    promo: null,
    cashbackRequested: 0,
    cashbackBalance: 0,
  }).productPrice;
  const canQuote = delivery && basket.items.length > 0 && !!address && !!branch;
  const branchId = branch?.id ?? 0;
  const { latitude = 0, longitude = 0, name = '', cityId = null } = address ?? {};
  const tariff = useAtomValue(
    useMemo(
      () =>
        deliveryTariffAtom(
          { productPrice, branchId, latitude, longitude, address: name, cityId: cityId ?? null },
          canQuote,
        ),
      [productPrice, branchId, latitude, longitude, name, cityId, canQuote],
    ),
  );
  const quote = canQuote && tariff.data && tariff.data !== 'OUT_OF_ZONE' ? tariff.data : null;

  const summary = priceOrder({
    lines,
    // Without a quote the tariff id is empty and delivery costs 0 (spec §5); pick-up and dine-in never pay delivery.
    deliveryPrice: quote?.price ?? 0,
    isDelivery: delivery,
    promo: promo
      ? {
          discountType: promo.discountType,
          productDiscount: promo.productDiscount,
          deliveryDiscount: promo.deliveryDiscount,
          minPrice: promo.minPrice,
        }
      : null,
    // Cashback the merchant has since switched off is not asked for (the field that holds it is gone too).
    cashbackRequested: settings.cashbackActive ? (draft.cashback ?? 0) : 0,
    cashbackBalance: user?.cashback ?? 0,
  });
  return {
    basket,
    draft,
    serviceType,
    branch,
    address,
    user,
    delivery,
    summary,
    tariffId: quote?.id ?? null,
    /** The delivery price is known: a tariff for the address came back (pick-up and dine-in pay none). */
    deliveryKnown: !delivery || quote !== null,
    /** Kilometres from the branch to the address, by the tariff; null without one. */
    distanceKm: quote?.distance ?? null,
    outOfZone: canQuote && tariff.data === 'OUT_OF_ZONE',
    /** The delivery price could not be asked (the order waits for it); `tariff` retries. */
    deliveryFailed: canQuote && tariff.isError && tariff.data === undefined,
    tariff,
    quoting: canQuote && tariff.isFetching,
    /** The branch list has not come yet: the branch (and so the time and table sections) is not known. */
    loading: branches.isPending,
    /** The branch list could not be read (and no copy of it is held): `branches` retries. */
    branchesFailed: branches.isError && branches.data === undefined,
    branches,
  };
}

export type CheckoutQuote = ReturnType<typeof useCheckoutQuote>;
