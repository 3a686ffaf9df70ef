import { useTranslation } from 'react-i18next';
import { Section } from '@/shared/ui/kit.ts';
import { Input } from '@/shared/ui/input.ts';
import type { ChosenAddress } from '@/entities/address/address.atoms.ts';
import type { CheckoutDraft } from '@/entities/basket/basket.model.ts';
import { FLAT_FIELDS, flatDetails, type FlatDetails } from '@/features/place-order/order-request.lib.ts';

/**
 * What the courier needs besides the address (chosen at the top): flat, door code, entrance, floor, a note. A flat's
 * details start as saved with the address, and what is typed here is kept for that address only.
 */
export function DeliverySection(props: {
  address: ChosenAddress | null;
  draft: CheckoutDraft;
  outOfZone: boolean;
  onChange: (change: Partial<CheckoutDraft>) => void;
}) {
  const { t } = useTranslation();
  const { address, draft } = props;
  const flat = flatDetails(draft, address);
  const type = (field: keyof FlatDetails, value: string) => {
    if (address) props.onChange({ ...flat, [field]: value, flatFor: String(address.id) });
  };
  return (
    <Section header={t('checkout.forCourier')}>
      {props.outOfZone && (
        <p className="checkout__problem" role="alert" data-testid="out-of-zone">
          {t('checkout.outOfZone')}
        </p>
      )}
      {address?.type === 'APARTMENT' && (
        <div className="checkout__extras">
          {FLAT_FIELDS.map((field) => (
            <Input
              key={field}
              header={t(`checkout.${field}`)}
              value={flat[field]}
              maxLength={50}
              onChange={(e) => type(field, e.target.value)}
            />
          ))}
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
