import { useTranslation } from 'react-i18next';
import { fitPoints, labelSpots, type MapPoint } from '@/screens/order-map/order-map.lib.ts';

export type PlaceKind = 'branch' | 'address' | 'courier';
export interface Place extends MapPoint {
  id: PlaceKind;
  label: string;
}

const BOX = { width: 340, height: 240, padding: 40 };
const COLOURS: Record<PlaceKind, string> = { branch: '#2481cc', address: '#e53935', courier: '#31b545' };

/**
 * The places drawn to scale on a plain grid (no tiles: a map library and tile server are not available offline,
 * so this is the documented degradation). The route from the branch to the address is a dashed line; labels sit
 * beside their markers, on the side with room.
 */
export function OrderMapSvg({ places }: { places: readonly Place[] }) {
  const { t } = useTranslation();
  const placed = fitPoints(places, BOX);
  const spots = labelSpots(placed, BOX);
  const at = (id: PlaceKind) => placed.find((p) => p.id === id);
  const branch = at('branch');
  const address = at('address');
  const description = places.map((p) => `${t(`orders.map.${p.id}`)}: ${p.label}`).join('; ');
  return (
    <svg
      className="order-map__svg"
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      role="img"
      aria-labelledby="order-map-svg-title"
      data-testid="order-map-svg"
    >
      <title id="order-map-svg-title">{t('orders.map.svgLabel', { places: description })}</title>
      <defs>
        <pattern id="order-map-grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M 20 0 L 0 0 0 20" fill="none" className="order-map__grid" />
        </pattern>
      </defs>
      <rect width={BOX.width} height={BOX.height} fill="url(#order-map-grid)" className="order-map__ground" />
      {branch && address && (
        <line x1={branch.x} y1={branch.y} x2={address.x} y2={address.y} className="order-map__route" />
      )}
      {placed.map((point, index) => {
        const place = places.find((p) => p.id === point.id);
        const right = spots[index]?.side !== 'left';
        const dy = spots[index]?.dy ?? 0;
        return (
          <g key={point.id} data-testid={`order-map-point-${point.id}`} transform={`translate(${point.x} ${point.y})`}>
            <circle
              r={point.id === 'courier' ? 7 : 9}
              fill={COLOURS[point.id as PlaceKind]}
              stroke="#fff"
              strokeWidth="2.5"
            />
            <text x={right ? 13 : -13} y={4 + dy} textAnchor={right ? 'start' : 'end'} className="order-map__label">
              {t(`orders.map.${point.id}`)}
            </text>
            {place && (
              <text
                x={right ? 13 : -13}
                y={18 + dy}
                textAnchor={right ? 'start' : 'end'}
                className="order-map__sublabel"
              >
                {place.label.length > 28 ? `${place.label.slice(0, 27)}…` : place.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
