import { useMutation } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useMainButton } from '@platform/index.ts';
import { Placeholder, Section } from '@/shared/ui/kit.ts';
import { Input } from '@/shared/ui/input.ts';
import { requestCode } from '@/entities/session/session.api.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { LOCAL_DIGITS, maskPhone } from '@/shared/lib/phone.ts';
import { editPhone } from '@/shared/lib/phone-input.ts';
import { rememberLoginPhone } from './login-state.ts';
import { paths } from '@/shared/routing/paths.ts';

/**
 * `/login`: the phone number, masked as +998 XX XXX XX XX. Typing, paste and autofill of any common format, deleting
 * and editing in the middle go through `editPhone`, which also says where the caret goes after the mask redraws.
 */
export function LoginPhoneScreen() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const [phone, setPhone] = useState<{ digits: string; caret: number | null }>({ digits: '', caret: null });
  const digits = phone.digits;
  const inputRef = useRef<HTMLInputElement>(null);
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

  // Each edit is a new state object, so the caret is placed even when the digits did not change (a space deleted).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && phone.caret !== null && document.activeElement === input)
      input.setSelectionRange(phone.caret, phone.caret);
  }, [phone]);

  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionEnd } = event.target;
    const inputType = 'inputType' in event.nativeEvent ? String(event.nativeEvent.inputType) : '';
    const edit = editPhone(digits, value, selectionEnd, inputType);
    setPhone({ digits: edit.digits, caret: edit.caret });
  };

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
            ref={inputRef}
            value={maskPhone(digits)}
            onChange={onPhoneChange}
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
