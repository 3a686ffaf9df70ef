import { useTranslation } from 'react-i18next';
import { Cell, Radio, Section, Textarea } from '@/shared/ui/kit.ts';
import { Input } from '@/shared/ui/input.ts';
import type { AddressField, AddressFormValues } from '@/entities/address/address.lib.ts';
import { ADDRESS_TYPES } from '@/shared/contract/user.ts';
import { SectionTitle } from './section-title.tsx';
import type { TextField } from './use-address-form.ts';

interface FieldsProps {
  values: AddressFormValues;
  errors: readonly AddressField[];
  onText(field: TextField, text: string): void;
  onType(type: AddressFormValues['type']): void;
}

const LIMITS: Record<TextField, number> = {
  name: 200,
  streetName: 200,
  houseNumber: 50,
  office: 50,
  domophone: 50,
  entrance: 50,
  floor: 50,
  comment: 500,
};

/** The typed part of the address: its type, name, street and house, the flat's extras and a comment for the courier. */
export function AddressFields({ values, errors, onText, onType }: FieldsProps) {
  const { t } = useTranslation();
  const field = (
    name: TextField,
    extra: { required?: boolean; autoComplete?: string; inputMode?: 'numeric' | 'text' } = {},
  ) => {
    const invalid = errors.includes(name as AddressField);
    const label = t(`address.form.${name}`);
    return (
      <div className="address-field">
        <Input
          id={`address-${name}`}
          header={label}
          aria-label={label}
          placeholder={name === 'name' ? t('address.form.nameHint') : undefined}
          value={values[name]}
          maxLength={LIMITS[name]}
          required={extra.required}
          autoComplete={extra.autoComplete ?? 'off'}
          inputMode={extra.inputMode}
          status={invalid ? 'error' : 'default'}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `address-${name}-error` : undefined}
          onChange={(event) => onText(name, event.target.value)}
          data-testid={`address-${name}`}
        />
        {invalid && (
          <p id={`address-${name}-error`} className="form-error" role="alert" data-testid={`address-${name}-error`}>
            {t('address.form.required')}
          </p>
        )}
      </div>
    );
  };
  return (
    <>
      <Section header={<SectionTitle>{t('address.form.type')}</SectionTitle>}>
        <div role="radiogroup" aria-label={t('address.form.type')}>
          {ADDRESS_TYPES.map((type) => (
            <Cell
              key={type}
              Component="label"
              data-testid={`address-type-${type}-option`}
              before={
                <Radio
                  name="address-type"
                  value={type}
                  checked={values.type === type}
                  onChange={() => onType(type)}
                  aria-label={t(`address.types.${type}`)}
                  data-testid={`address-type-${type}`}
                />
              }
            >
              {t(`address.types.${type}`)}
            </Cell>
          ))}
        </div>
      </Section>
      <Section header={<SectionTitle>{t('address.form.details')}</SectionTitle>}>
        {field('name', { required: true })}
        {field('streetName', { required: true, autoComplete: 'address-line1' })}
        {field('houseNumber')}
        {values.type === 'APARTMENT' && (
          <div className="address-extras" data-testid="address-extras">
            {field('office')}
            {field('domophone')}
            {field('entrance', { inputMode: 'numeric' })}
            {field('floor', { inputMode: 'numeric' })}
          </div>
        )}
      </Section>
      <Section header={<SectionTitle>{t('address.form.comment')}</SectionTitle>}>
        <Textarea
          id="address-comment"
          aria-label={t('address.form.comment')}
          placeholder={t('address.form.commentHint')}
          value={values.comment}
          maxLength={LIMITS.comment}
          onChange={(event) => onText('comment', event.target.value)}
          data-testid="address-comment"
        />
      </Section>
    </>
  );
}
