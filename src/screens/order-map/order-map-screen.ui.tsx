import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { platformAtom } from '@platform/index.ts';
import { Button, Placeholder, Spinner, Title } from '@/shared/ui/kit.ts';
import { courierAtom, orderAtom } from '@/entities/order/order.queries.ts';
import { courierStatusKey, isActive, isDeliveryService, mapLink, orderStatusKey } from '@/entities/order/order.lib.ts';
import { isSignedInAtom } from '@/entities/session/session.atoms.ts';
import { toApiError } from '@/shared/api/client.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { htmlLang, localize } from '@/shared/lib/localize.ts';
import { PlacesMap } from '@/features/pick-location/places-map.ui.tsx';
import type { MapMarker } from '@/features/pick-location/map-canvas.types.ts';
import type { MapStatus } from '@/features/pick-location/map-state.lib.ts';
import { OrderMapSvg, type Place } from './parts/order-map-svg.tsx';
import '@/features/pick-location/pick-location.css';
import { paths } from '@/shared/routing/paths.ts';
import { useIdParam } from '@/shared/routing/use-id-param.ts';
import type { ApiError } from '@/shared/api/api-error.ts';
import './order-map-screen.css';
import { distanceKm, distanceLabel } from '@/shared/lib/geo.ts';
import { PhoneLink } from '@/shared/ui/phone-link.tsx';
import { SignInPrompt } from '@/shared/ui/sign-in-prompt.tsx';

/**
 * `/orders/{id}/map`: the branch, the delivery address and the courier (followed every 5 s while the order is on its
 * way) on the map (OpenStreetMap tiles, the address picker's map in its places mode), with the same places in words
 * and "Open in maps" links (opened through the platform). Until the tiles show, and for good when they cannot load,
 * the places are drawn to scale on a plain background instead; the textual list carries everything either way.
 */
export function OrderMapScreen() {
  const id = useIdParam();
  return id === null ? <MissingOrder error={null} /> : <OrderMap id={id} />;
}

/** The order is not there (404, or an id that cannot be one), or could not be loaded: the reason and the way to the list. */
function MissingOrder({ error }: { error: ApiError | null }) {
  const { t, i18n } = useTranslation();
  return (
    <main className="screen screen--centered" data-testid="order-map-error">
      <Placeholder
        header={error?.status === 404 || !error ? t('orders.notFound') : t('orders.loadFailed')}
        description={error && error.status !== 404 ? errorText(error, i18n.language, t) : undefined}
        action={
          <Link href={paths.orders} asChild>
            <Button Component="a" size="m" mode="bezeled">
              {t('orders.toOrders')}
            </Button>
          </Link>
        }
      />
    </main>
  );
}

function OrderMap({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const signedIn = useAtomValue(isSignedInAtom);
  const platform = useAtomValue(platformAtom);
  const order = useAtomValue(useMemo(() => orderAtom(id), [id]));
  const data = order.data;
  const courierId = data && isActive(data.status) ? data.courierId : null;
  const follow = data?.status === 'ON_WAY';
  const courier = useAtomValue(useMemo(() => courierAtom(id, courierId, follow), [id, courierId, follow]));
  const [mapStatus, setMapStatus] = useState<MapStatus>('pending');

  if (!signedIn) {
    return (
      <main className="screen screen--centered">
        <SignInPrompt
          returnTo={paths.orderMap(id)}
          title={t('errors.unauthorized')}
          text={t('orders.guestText')}
          testId="order-map"
        />
      </main>
    );
  }
  if (order.isPending) {
    return (
      <main className="screen screen--centered" aria-busy="true">
        <Spinner size="l" aria-label={t('orders.loadingOne')} />
      </main>
    );
  }
  if (!data) return <MissingOrder error={order.error ? toApiError(order.error) : null} />;

  const branchName = localize(data.branch.name, i18n.language);
  const places: Place[] = [
    { id: 'branch', label: branchName, latitude: data.branch.latitude, longitude: data.branch.longitude },
  ];
  if (data.address)
    places.push({
      id: 'address',
      label: data.address.name,
      latitude: data.address.latitude,
      longitude: data.address.longitude,
    });
  const c = courier.data;
  if (c && typeof c.latitude === 'number' && typeof c.longitude === 'number')
    places.push({ id: 'courier', label: c.name, latitude: c.latitude, longitude: c.longitude });
  const open = (latitude: number, longitude: number) => platform.openLink(mapLink(latitude, longitude));
  const openButton = (place: Place) => (
    <Button
      size="s"
      mode="bezeled"
      onClick={() => open(place.latitude, place.longitude)}
      data-testid={`order-map-open-${place.id}`}
    >
      {t('orders.map.open')}
    </Button>
  );
  const courierPlace = places.find((p) => p.id === 'courier');
  const addressPlace = places.find((p) => p.id === 'address');
  // The courier while on the way, else where the order goes, else the branch.
  const centre = courierPlace ?? addressPlace ?? (places[0] as Place);

  return (
    <main className="screen order-map" aria-labelledby="order-map-title" data-testid="order-map">
      <Title level="1" weight="1" Component="h1" id="order-map-title" className="order-map__title">
        {t('orders.map.title', { number: data.number })}
      </Title>
      <p className="order-map__status" aria-live="polite" data-testid="order-map-status">
        {t(orderStatusKey(data.status, data.serviceType))}
      </p>
      <div className="order-map__frame">
        {mapStatus !== 'loaded' && <OrderMapSvg places={places} />}
        {mapStatus !== 'error' && (
          <div className="order-map__tiles" data-state={mapStatus}>
            <OrderTiles places={places} centre={centre} onStatus={setMapStatus} />
          </div>
        )}
      </div>
      {mapStatus === 'error' && <p className="order-map__caption">{t('orders.map.offline')}</p>}
      <ul className="order-map__places" data-testid="order-map-places">
        <li className="order-map__place" data-testid="order-map-branch">
          <span className="order-map__marker order-map__marker--branch" aria-hidden="true" />
          <div className="order-map__text">
            <strong>
              {t('orders.map.branch')}: {branchName}
            </strong>
            {data.branch.address && <span>{localize(data.branch.address, i18n.language)}</span>}
            {data.branch.phone && <PhoneLink phone={data.branch.phone} />}
          </div>
          {openButton(places[0] as Place)}
        </li>
        {data.address && addressPlace && (
          <li className="order-map__place" data-testid="order-map-address">
            <span className="order-map__marker order-map__marker--address" aria-hidden="true" />
            <div className="order-map__text">
              <strong>
                {t('orders.map.address')}: {data.address.name}
              </strong>
              {data.address.description && data.address.description !== data.address.name && (
                <span>{data.address.description}</span>
              )}
              <span>
                {t('orders.map.distance', {
                  distance: distanceLabel(
                    distanceKm(data.branch, data.address),
                    { m: t('branches.metres'), km: t('branches.km') },
                    htmlLang(i18n.language),
                  ),
                })}
              </span>
            </div>
            {openButton(addressPlace)}
          </li>
        )}
        {c && (
          <li className="order-map__place" data-testid="order-map-courier">
            <span className="order-map__marker order-map__marker--courier" aria-hidden="true" />
            <div className="order-map__text">
              <strong>
                {t('orders.map.courier')}: {c.name}
              </strong>
              <span data-testid="order-map-courier-status">{t(courierStatusKey(c.status))}</span>
              {c.phone && <PhoneLink phone={c.phone} />}
            </div>
            {courierPlace && openButton(courierPlace)}
          </li>
        )}
        {!c && isDeliveryService(data.serviceType) && isActive(data.status) && (
          <li className="order-map__place order-map__place--hint" data-testid="order-map-no-courier">
            {t('orders.map.noCourier')}
          </li>
        )}
      </ul>
      <Link href={paths.order(data.id)} className="order-map__back">
        {t('orders.map.toOrder')}
      </Link>
    </main>
  );
}

/** The order's places on OpenStreetMap, each in its legend colour; the courier's marker moves as it is followed. */
function OrderTiles({
  places,
  centre,
  onStatus,
}: {
  places: Place[];
  centre: Place;
  onStatus(status: MapStatus): void;
}) {
  const { t } = useTranslation();
  const markers = useMemo<MapMarker[]>(
    () =>
      places.map((place, index) => ({
        id: index,
        point: { latitude: place.latitude, longitude: place.longitude },
        label: place.label,
        selected: false,
        kind: place.id,
      })),
    [places],
  );
  return (
    <PlacesMap
      centre={{ latitude: centre.latitude, longitude: centre.longitude }}
      markers={markers}
      label={t('orders.map.label')}
      unavailable={t('orders.map.offline')}
      onStatus={onStatus}
    />
  );
}
