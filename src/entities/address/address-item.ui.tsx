import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addressSummary } from './address.lib.ts';
import type { Address } from '@/shared/contract/user.ts';
import './address-item.css';

/** One saved address: its name, type, street line and comment, with the actions a screen gives it. */
export function AddressItem({
  address,
  actions,
  as: Tag = 'li',
}: {
  address: Address;
  actions: ReactNode;
  as?: 'li' | 'div';
}) {
  const { t } = useTranslation();
  const summary = addressSummary(address, {
    flat: t('address.short.flat'),
    entrance: t('address.short.entrance'),
    floor: t('address.short.floor'),
  });
  return (
    <Tag className="address-item" data-testid="address-item" data-address-id={address.id}>
      <div className="address-item__text">
        <span className="address-item__name" data-testid="address-item-name">
          {address.name}
        </span>
        <span className="address-item__type">{t(`address.types.${address.type}`)}</span>
        {summary && <span className="address-item__summary">{summary}</span>}
        {address.comment && <span className="address-item__comment">{address.comment}</span>}
      </div>
      {actions && <div className="address-item__actions">{actions}</div>}
    </Tag>
  );
}
