import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceTypeAtom } from '@/entities/basket/basket.atoms.ts';
import type { ServiceTypeChoice } from '@/entities/basket/basket.model.ts';
import { settingsAtom, settingsLoadedAtom } from '@/entities/merchant/merchant.atoms.ts';
import { SegmentedSwitch } from '@/shared/ui/segmented-switch.tsx';

/**
 * Delivery, pick-up or dine-in, as the merchant offers them; one is always chosen.
 * Until the merchant's settings are in, which services it offers is not known: the switch keeps its place
 * as an empty bar of its own height (rather than showing the defaults' two options and then growing a third),
 * and the customer's stored choice is left alone (the defaults do not offer dine-in, and would reset it).
 */
export function ServiceTypeSwitch() {
  const { t } = useTranslation();
  const loaded = useAtomValue(settingsLoadedAtom);
  const settings = useAtomValue(settingsAtom);
  const [serviceType, setServiceType] = useAtom(serviceTypeAtom);
  const offered: ServiceTypeChoice[] = [
    ...(settings.deliveryActive ? (['DELIVERY'] as const) : []),
    ...(settings.pickupActive ? (['PICK_UP'] as const) : []),
    ...(settings.dineInActive ? (['DINE_IN'] as const) : []),
  ];
  const current = serviceType && offered.includes(serviceType) ? serviceType : offered[0];
  useEffect(() => {
    if (loaded && current && current !== serviceType) setServiceType(current);
  }, [loaded, current, serviceType, setServiceType]);
  if (!loaded)
    return (
      <div
        className="segmented service-type service-type--pending"
        aria-hidden="true"
        data-testid="service-type-pending"
      />
    );
  if (offered.length < 2) return null;
  return (
    <SegmentedSwitch
      className="service-type"
      label={t('cart.serviceType')}
      options={offered.map((type) => ({
        value: type,
        label: t(`cart.serviceShort.${type}`),
        testId: `service-${type}`,
      }))}
      value={current ?? null}
      onChange={setServiceType}
    />
  );
}
