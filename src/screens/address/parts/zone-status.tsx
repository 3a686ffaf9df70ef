import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/kit.ts';
import { zoneCheckAtom } from '@/entities/address/address.queries.ts';
import type { LatLon } from '@/entities/address/address.lib.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { localize } from '@/shared/lib/localize.ts';
import { useDebounced } from './use-debounced.ts';

/** Lookups wait this long after the pin stops (spec §9). */
export const ZONE_CHECK_DEBOUNCE_MS = 50;
const samePoint = (a: LatLon, b: LatLon) => a.latitude === b.latitude && a.longitude === b.longitude;

export type ZoneVerdict = 'checking' | 'in' | 'out' | 'unknown';

/** The zone check for the pin, live as it moves: the query, and a verdict the form's save rule reads. */
export function useZoneCheck(point: LatLon) {
  const settled = useDebounced(point, ZONE_CHECK_DEBOUNCE_MS, samePoint);
  const { latitude, longitude } = settled;
  const query = useAtomValue(useMemo(() => zoneCheckAtom({ latitude, longitude }), [latitude, longitude]));
  const moving = !samePoint(settled, point);
  const verdict: ZoneVerdict =
    moving || query.isPending ? 'checking' : query.data ? (query.data.inZone ? 'in' : 'out') : 'unknown';
  return { query, verdict, zone: !moving ? (query.data?.zone ?? null) : null };
}

/** 'Delivery zone: City centre, 10 000 so'm', or 'Out of service zone', or that the check failed (with a retry). */
export function ZoneStatus({ check }: { check: ReturnType<typeof useZoneCheck> }) {
  const { t, i18n } = useTranslation();
  const { verdict, zone, query } = check;
  if (verdict === 'checking') {
    return (
      <p className="address-zone address-zone--checking" role="status" data-testid="zone-status" data-zone="checking">
        {t('address.zone.checking')}
      </p>
    );
  }
  if (verdict === 'in' && zone) {
    return (
      <p className="address-zone address-zone--in" role="status" data-testid="zone-status" data-zone="in">
        {t('address.zone.inZone', {
          zone: localize(zone.name, i18n.language),
          price: formatAmount(zone.price, t('common.currency')),
        })}
      </p>
    );
  }
  if (verdict === 'out') {
    return (
      <p className="address-zone address-zone--out" role="alert" data-testid="zone-status" data-zone="out">
        {t('address.zone.outOfZone')}
      </p>
    );
  }
  return (
    <div className="address-zone address-zone--unknown" role="status" data-testid="zone-status" data-zone="unknown">
      <span>{t('address.zone.checkFailed')}</span>
      <Button size="s" mode="plain" type="button" loading={query.isFetching} onClick={() => void query.refetch()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
