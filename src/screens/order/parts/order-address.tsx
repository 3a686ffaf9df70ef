import { useTranslation } from 'react-i18next';
import type { Order } from '@/shared/contract/order.ts';
import { localize } from '@/shared/lib/localize.ts';

/** The details a courier needs, in reading order, with the address form's labels. */
const DETAILS = ['streetName', 'houseNumber', 'office', 'entrance', 'floor', 'domophone', 'comment'] as const;

type Detail = (typeof DETAILS)[number];

function detailsOf(order: Order): Record<Detail, string | null | undefined> {
  return {
    streetName: order.address?.streetName,
    houseNumber: order.address?.houseNumber,
    office: order.office,
    entrance: order.entrance,
    floor: order.floor,
    domophone: order.domophone,
    comment: order.courierComment,
  };
}

/**
 * Where a delivery goes: the address's name, then street, house, flat or office, entrance, floor, door code and the
 * note for the courier, each with its label; details left empty are not shown.
 */
export function OrderAddress({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const address = order.address;
  if (!address) return null;
  const values = detailsOf(order);
  const rows = DETAILS.map((key) => [key, values[key]?.trim() ?? ''] as const).filter(([, value]) => value !== '');
  return (
    <div className="order-place" data-testid="order-address">
      <p className="order-place__name">{address.name}</p>
      {address.description && address.description !== address.name && (
        <p className="order-place__hint">{address.description}</p>
      )}
      {rows.length > 0 && (
        <dl className="order-amounts order-address">
          {rows.map(([key, value]) => (
            <div key={key} className="order-amounts__row" data-testid={`order-address-${key}`}>
              <dt>{t(`address.form.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="order-place__hint">
        {t('orders.fromBranch', { branch: localize(order.branch.name, i18n.language) })}
      </p>
    </div>
  );
}
