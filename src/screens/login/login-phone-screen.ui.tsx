import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useMainButton } from '@platform/index.ts';
import { Placeholder, Section } from '@/shared/ui/kit.ts';
import { PhoneField } from '@/shared/ui/phone-field.tsx';
import { requestCode } from '@/entities/session/session.api.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { LOCAL_DIGITS } from '@/shared/lib/phone.ts';
import { rememberLoginPhone } from './login-state.ts';
import { paths } from '@/shared/routing/paths.ts';

/** `/login`: the phone number (`PhoneField`, masked as +998 XX XXX XX XX), then a code is sent to it. */
export function LoginPhoneScreen() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
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
    // A code sent less than a minute ago is still good: go on to enter it.
    if (result.ok || result.error.code === 'RESEND_TOO_SOON') {
      rememberLoginPhone(phone, result.ok ? result.data.resendIn : result.error.status === 429 ? 60 : 0);
      navigate(paths.loginConfirm);
    } else {
      setError(errorText(result.error, i18n.language, t));
    }
  }, [complete, pending, digits, navigate, i18n.language, t, sending]);

  useMainButton({ text: t('login.getCode'), action: () => void submit(), enabled: complete, progress: pending });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <main className="screen" aria-labelledby="login-title">
      <Placeholder header={<span id="login-title">{t('login.title')}</span>} description={t('login.phoneHint')} />
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
          <p id="login-error" role="alert" className="form-error">
            {error}
          </p>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </main>
  );
}
