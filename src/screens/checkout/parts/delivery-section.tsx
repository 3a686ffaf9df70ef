import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Cell, Section } from '@/shared/ui/kit.ts';
import { Input } from '@/shared/ui/input.ts';
import type { ChosenAddress } from '@/entities/address/address.atoms.ts';
import { addressFormPath } from '@/entities/address/address-return.lib.ts';
import type { CheckoutDraft } from '@/entities/basket/basket.model.ts';
import { rememberRedirect } from '@/shared/routing/return-to.ts';
import { paths } from '@/shared/routing/paths.ts';

/** The delivery address (required) and its extras: office or flat, door code, entrance, floor, a note for the courier. */
export function DeliverySection(props: {
  address: ChosenAddress | null;
  draft: CheckoutDraft;
  outOfZone: boolean;
  onChange: (change: Partial<CheckoutDraft>) => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { address, draft } = props;
  return (
    <Section header={t('checkout.address')}>
      <Cell
        onClick={() => {
          rememberRedirect(paths.checkout);
          navigate(paths.chooseAddress);
        }}
        subtitle={address ? address.description || address.streetName || '' : t('checkout.addressRequired')}
        after={t('cart.change')}
        data-testid="checkout-address"
      >
        {address ? address.name : t('header.provideAddress')}
      </Cell>
      {props.outOfZone && (
        <p className="checkout__problem" role="alert" data-testid="out-of-zone">
          {t('checkout.outOfZone')}
        </p>
      )}
      {!address && (
        <p className="checkout__hint">
          <Link href={addressFormPath({ returnTo: paths.checkout })}>{t('checkout.addAddress')}</Link>
        </p>
      )}
      {address?.type === 'APARTMENT' && (
        <div className="checkout__extras">
          <Input
            header={t('checkout.office')}
            value={draft.office ?? ''}
            maxLength={50}
            onChange={(e) => props.onChange({ office: e.target.value })}
          />
          <Input
            header={t('checkout.domophone')}
            value={draft.domophone ?? ''}
            maxLength={50}
            onChange={(e) => props.onChange({ domophone: e.target.value })}
          />
          <Input
            header={t('checkout.entrance')}
            value={draft.entrance ?? ''}
            maxLength={50}
            onChange={(e) => props.onChange({ entrance: e.target.value })}
          />
          <Input
            header={t('checkout.floor')}
            value={draft.floor ?? ''}
            maxLength={50}
            onChange={(e) => props.onChange({ floor: e.target.value })}
          />
        </div>
      )}
      <Input
        header={t('checkout.courierComment')}
        value={draft.courierComment ?? ''}
        maxLength={500}
        onChange={(e) => props.onChange({ courierComment: e.target.value })}
      />
    </Section>
  );
}
