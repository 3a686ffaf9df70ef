import { useTranslation } from 'react-i18next';
import { Section } from '@/shared/ui/kit.ts';
import { Input } from '@/shared/ui/input.ts';
import type { ChosenAddress } from '@/entities/address/address.atoms.ts';
import type { CheckoutDraft } from '@/entities/basket/basket.model.ts';

/** What the courier needs besides the address (chosen at the top): flat, door code, entrance, floor, a note. */
export function DeliverySection(props: {
  address: ChosenAddress | null;
  draft: CheckoutDraft;
  outOfZone: boolean;
  onChange: (change: Partial<CheckoutDraft>) => void;
}) {
  const { t } = useTranslation();
  const { address, draft } = props;
  return (
    <Section header={t('checkout.forCourier')}>
      {props.outOfZone && (
        <p className="checkout__problem" role="alert" data-testid="out-of-zone">
          {t('checkout.outOfZone')}
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
