import { useTranslation } from 'react-i18next';
import { Cell, Section } from '@/shared/ui/kit.ts';
import { pointInZone, type LatLon } from '@/entities/address/address.lib.ts';
import type { City, DeliveryZone } from '@/shared/contract/branch.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { localize } from '@/shared/lib/localize.ts';

export interface AreaChoice {
  point: LatLon;
  cityId: number | null;
}

/**
 * Areas to put the pin in without a map: the delivery zones (with their delivery price) and the merchant's cities.
 * A zone puts the pin inside it; a city puts it at the city's centre.
 */
export function AreaList({
  zones,
  cities,
  onPick,
}: {
  zones: readonly DeliveryZone[];
  cities: readonly City[];
  onPick(choice: AreaChoice): void;
}) {
  const { t, i18n } = useTranslation();
  const zoneItems = zones.flatMap((zone) => {
    const point = pointInZone(zone, zones);
    return point ? [{ zone, point }] : [];
  });
  return (
    <div data-testid="area-list">
      {zoneItems.length > 0 && (
        <Section header={<h3 className="pick-location__areas-title">{t('address.picker.zones')}</h3>}>
          {zoneItems.map(({ zone, point }) => (
            <Cell
              key={`zone-${zone.id}`}
              Component="button"
              type="button"
              className="cell-button"
              multiline
              onClick={() => onPick({ point, cityId: zone.cityId ?? null })}
              after={<span className="pick-location__price">{formatAmount(zone.price, t('common.currency'))}</span>}
              data-testid="area-zone"
            >
              {localize(zone.name, i18n.language)}
            </Cell>
          ))}
        </Section>
      )}
      {cities.length > 0 && (
        <Section header={<h3 className="pick-location__areas-title">{t('address.picker.cities')}</h3>}>
          {cities.map((city) => (
            <Cell
              key={`city-${city.id}`}
              Component="button"
              type="button"
              className="cell-button"
              data-testid="area-city"
              onClick={() => onPick({ point: { latitude: city.latitude, longitude: city.longitude }, cityId: city.id })}
            >
              {localize(city.name, i18n.language)}
            </Cell>
          ))}
        </Section>
      )}
    </div>
  );
}
