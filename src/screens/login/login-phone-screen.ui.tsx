import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useMainButton } from '../../../platform/index.ts';
import { Input, Placeholder, Section } from '../../../platform/ui.ts';
import { requestCode } from '../../entities/session/session.api.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { LOCAL_DIGITS, localDigits, maskPhone } from '../../shared/lib/phone.ts';
import { rememberLoginPhone } from './login-state.ts';

/** `/login`: the phone number, masked as +998 XX XXX XX XX; paste and autofill of any common format work. */
export function LoginPhoneScreen() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const [digits, setDigits] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const complete = digits.length === LOCAL_DIGITS;

  const submit = useCallback(async () => {
    if (!complete || pending) return;
    setPending(true);
    setError(null);
    const phone = `998${digits}`;
    const result = await requestCode(phone);
    setPending(false);
    // A code sent less than a minute ago is still good: go on to enter it.
    if (result.ok || result.error.code === 'RESEND_TOO_SOON') {
      rememberLoginPhone(phone, result.ok ? result.data.resendIn : result.error.status === 429 ? 60 : 0);
      navigate('/login/confirm');
    } else {
      setError(errorText(result.error, i18n.language, t));
    }
  }, [complete, pending, digits, navigate, i18n.language, t]);

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
          <Input
            header={t('login.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            name="phone"
            autoFocus
            value={maskPhone(digits)}
            onChange={(event) => setDigits(localDigits(event.target.value))}
            status={error ? 'error' : 'default'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'login-error' : undefined}
            data-testid="login-phone"
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
