import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMainButton } from '@platform/index.ts';
import { requestCode } from '@/entities/session/session.api.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { LOCAL_DIGITS } from '@/shared/lib/phone.ts';
import { Placeholder, Section } from '@/shared/ui/kit.ts';
import { PhoneField } from '@/shared/ui/phone-field.tsx';
import { rememberLoginPhone, resendWait } from './phone-code.state.ts';

/**
 * The first step of confirming a phone by SMS (signing in, or changing a signed-in customer's number): the number in a
 * `PhoneField` (+998 XX XXX XX XX), then a code is sent to it and `onSent` moves on to the code. A code sent less than
 * a minute ago is still good, so that answer moves on too. The server's localised description shows on failure (a
 * number another account has, too many codes).
 */
export function PhoneStep({
  title,
  hint,
  action,
  onSent,
}: {
  title: ReactNode;
  hint: string;
  /** The main button's text. */
  action: string;
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [digits, setDigits] = useState('');
  const sending = useMutation({ mutationFn: requestCode });
  const pending = sending.isPending;
  const [error, setError] = useState<string | null>(null);
  const complete = digits.length === LOCAL_DIGITS;

  const submit = useCallback(async () => {
    if (!complete || pending) return;
    setError(null);
    const phone = `998${digits}`;
    const result = await sending.mutateAsync(phone);
    if (result.ok || result.error.code === 'RESEND_TOO_SOON') {
      rememberLoginPhone(
        phone,
        result.ok ? result.data.resendIn : result.error.status === 429 ? resendWait(result.error) : 0,
      );
      onSent();
    } else {
      setError(errorText(result.error, i18n.language, t));
    }
  }, [complete, pending, digits, onSent, i18n.language, t, sending]);

  useMainButton({ text: action, action: () => void submit(), enabled: complete, progress: pending });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <main className="screen" aria-labelledby="phone-step-title">
      <Placeholder header={<span id="phone-step-title">{title}</span>} description={hint} />
      <form onSubmit={onSubmit} noValidate>
        <Section>
          <PhoneField
            label={t('login.phone')}
            digits={digits}
            onDigits={setDigits}
            error={error !== null}
            errorId="login-error"
            autoFocus
            testId="login-phone"
          />
        </Section>
        {error && (
          <p id="login-error" role="alert" className="form-error" data-testid="phone-step-error">
            {error}
          </p>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </main>
  );
}
