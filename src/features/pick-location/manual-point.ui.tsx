import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/kit.ts';
import { Input } from '@/shared/ui/input.ts';
import { parseCoordinate, type LatLon } from '@/entities/address/address.lib.ts';
import { LiveMessage } from '@/shared/ui/live-message.tsx';

/**
 * The typed alternative to dragging the pin: latitude and longitude, applied with a button (or Enter). Not a <form>:
 * it sits inside the address form.
 *
 * The fields show where the pin is. They follow every move the customer makes (`moves` counts them); a move from
 * elsewhere (the starting point settling on the city's centre once the cities arrive) shows only while the customer
 * has not typed here, so coordinates typed and not yet applied are never overwritten.
 */
export function ManualPoint({ point, moves, onApply }: { point: LatLon; moves: number; onApply(point: LatLon): void }) {
  const { t } = useTranslation();
  const [latitude, setLatitude] = useState(point.latitude.toFixed(5));
  const [longitude, setLongitude] = useState(point.longitude.toFixed(5));
  const [invalid, setInvalid] = useState(false);
  const [edited, setEdited] = useState(false);
  const [shown, setShown] = useState({ point, moves });
  const pinMoved = shown.point.latitude !== point.latitude || shown.point.longitude !== point.longitude;
  if (shown.moves !== moves || pinMoved) {
    setShown({ point, moves });
    if (shown.moves !== moves || !edited) {
      setLatitude(point.latitude.toFixed(5));
      setLongitude(point.longitude.toFixed(5));
      setInvalid(false);
      setEdited(false);
    }
  }
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const lat = parseCoordinate(latitude, 'latitude');
    const lon = parseCoordinate(longitude, 'longitude');
    setInvalid(lat === null || lon === null);
    if (lat !== null && lon !== null) onApply({ latitude: lat, longitude: lon });
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') apply(event);
  };
  return (
    <fieldset className="pick-location__manual" data-testid="manual-point">
      <legend>{t('address.picker.manualTitle')}</legend>
      <div className="pick-location__manual-row">
        <Input
          header={t('address.picker.latitude')}
          aria-label={t('address.picker.latitude')}
          inputMode="decimal"
          value={latitude}
          onChange={(e) => {
            setLatitude(e.target.value);
            setEdited(true);
          }}
          onKeyDown={onKeyDown}
          status={invalid ? 'error' : 'default'}
          data-testid="manual-latitude"
        />
        <Input
          header={t('address.picker.longitude')}
          aria-label={t('address.picker.longitude')}
          inputMode="decimal"
          value={longitude}
          onChange={(e) => {
            setLongitude(e.target.value);
            setEdited(true);
          }}
          onKeyDown={onKeyDown}
          status={invalid ? 'error' : 'default'}
          data-testid="manual-longitude"
        />
      </div>
      <LiveMessage className="form-error">{invalid && t('address.picker.manualInvalid')}</LiveMessage>
      <Button size="s" mode="bezeled" type="button" onClick={() => apply()} data-testid="manual-apply">
        {t('address.picker.manualApply')}
      </Button>
    </fieldset>
  );
}
