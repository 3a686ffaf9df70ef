import { useTranslation } from 'react-i18next';
import type { CheckoutDraft } from '@/entities/basket/basket.model.ts';
import { localDigits } from '@/shared/lib/phone.ts';
import { Input } from '@/shared/ui/input.ts';
import { Cell, Checkbox, Section } from '@/shared/ui/kit.ts';
import { PhoneField } from '@/shared/ui/phone-field.tsx';

/**
 * Who receives the order, when it is someone else (the merchant's `receiverActive`), and the receipt by SMS, to the
 * customer's own number unless another is typed.
 */
export function ContactsSection({
  draft,
  receiverOffered,
  ownPhone,
  onChange,
}: {
  draft: CheckoutDraft;
  receiverOffered: boolean;
  ownPhone: string | null;
  onChange: (change: Partial<CheckoutDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Section header={t('checkout.contacts')}>
      {receiverOffered && (
        <Cell
          Component="label"
          multiline
          before={
            <Checkbox
              aria-label={t('checkout.receiver')}
              checked={draft.receiver === true}
              onChange={(e) => onChange({ receiver: e.target.checked })}
            />
          }
          data-testid="receiver-toggle"
        >
          {t('checkout.receiver')}
        </Cell>
      )}
      {receiverOffered && draft.receiver && (
        <>
          <Input
            header={t('checkout.receiverName')}
            autoComplete="off"
            maxLength={100}
            value={draft.receiverName ?? ''}
            onChange={(e) => onChange({ receiverName: e.target.value })}
            data-testid="receiver-name"
          />
          <PhoneField
            label={t('checkout.receiverPhone')}
            digits={draft.receiverPhone ?? ''}
            onDigits={(receiverPhone) => onChange({ receiverPhone })}
            testId="receiver-phone"
          />
        </>
      )}
      <Cell
        Component="label"
        multiline
        before={
          <Checkbox
            aria-label={t('checkout.receipt')}
            checked={draft.receipt === true}
            onChange={(e) =>
              onChange({
                receipt: e.target.checked,
                ...(e.target.checked && !draft.receiptPhone && ownPhone ? { receiptPhone: localDigits(ownPhone) } : {}),
              })
            }
          />
        }
        data-testid="receipt-toggle"
      >
        {t('checkout.receipt')}
      </Cell>
      {draft.receipt && (
        <PhoneField
          label={t('checkout.receiptPhone')}
          digits={draft.receiptPhone ?? ''}
          onDigits={(receiptPhone) => onChange({ receiptPhone })}
          testId="receipt-phone"
        />
      )}
    </Section>
  );
}
