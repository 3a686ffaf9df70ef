import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveMessage } from '@/shared/ui/live-message.tsx';
import { Redirect, useLocation } from 'wouter';
import { hapticsAtom, platformAtom, useMainButton, useSecondaryButton } from '@platform/index.ts';
import { requestCode, verifyCode } from '@/entities/session/session.api.ts';
import type { AuthResponse } from '@/shared/contract/user.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { formatPhone } from '@/shared/lib/phone.ts';
import { Button, Placeholder } from '@/shared/ui/kit.ts';
import { CodeCells } from './code-cells.ui.tsx';
import { forgetLoginPhone, readLoginPhone, rememberLoginPhone, resendWait } from './phone-code.state.ts';
import { sameSignInSteps } from '@/shared/routing/sign-in-steps.ts';

const CODE_LENGTH = 6;

/**
 * The whole seconds left until `until`, counted every second, and what reads the clock again at once: a new time to
 * wait for counts from then, not from the second the wait before it was last counted at (long ago, when it ran out).
 */
function useSecondsLeft(until: number): [secondsLeft: number, readClock: () => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until, now]);
  return [Math.max(0, Math.ceil((until - now) / 1000)), () => setNow(Date.now())];
}

/**
 * The second step of confirming a phone: the SMS code sent by `PhoneStep` (the sixth digit sends it), the resend
 * countdown, and a way back to change the number (`phoneStep`). `onVerified` gets the server's answer; without a
 * number to confirm (a reload in another tab) it goes back to `phoneStep`.
 */
export function CodeStep({
  phoneStep,
  onVerified,
}: {
  phoneStep: string;
  /** Takes the answer; returns false when it is not what the step expected (then 'something went wrong'). */
  onVerified: (answer: AuthResponse) => boolean;
}) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const haptics = useAtomValue(hapticsAtom);
  const platform = useAtomValue(platformAtom);
  const [login, setLogin] = useState(readLoginPhone);
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const verifying = useMutation({
    mutationFn: (input: { phone: string; code: string }) => verifyCode(input.phone, input.code),
  });
  const pending = verifying.isPending;
  const [error, setError] = useState<string | null>(null);
  const [secondsLeft, readClock] = useSecondsLeft(login?.resendAt ?? 0);
  // A code refused: back in the first cell, the keyboard up again, for the next try.
  useEffect(() => {
    if (error && !pending) field.current?.focus();
  }, [error, pending]);

  const submit = useCallback(
    async (value: string) => {
      if (!login || value.length !== CODE_LENGTH || pending) return;
      setError(null);
      const result = await verifying.mutateAsync({ phone: login.phone, code: value });
      if (!result.ok || !onVerified(result.data)) {
        setError(result.ok ? t('common.error') : errorText(result.error, i18n.language, t));
        setCode('');
        return;
      }
      haptics.notification('success');
      forgetLoginPhone();
    },
    [login, pending, onVerified, haptics, i18n.language, t, verifying],
  );

  // One request for a new code at a time: a second tap while it is on its way (a double tap) is not another request.
  const resendRunning = useRef(false);
  const [resending, setResending] = useState(false);
  const resend = async () => {
    if (!login || secondsLeft > 0 || resendRunning.current) return;
    resendRunning.current = true;
    setResending(true);
    setError(null);
    try {
      const result = await requestCode(login.phone);
      if (result.ok) {
        rememberLoginPhone(login.phone, result.data.resendIn);
        setLogin(readLoginPhone());
        readClock();
      } else {
        setError(errorText(result.error, i18n.language, t));
        if (result.error.code === 'RESEND_TOO_SOON') {
          rememberLoginPhone(login.phone, resendWait(result.error));
          setLogin(readLoginPhone());
          readClock();
        }
      }
    } finally {
      resendRunning.current = false;
      setResending(false);
    }
  };

  useMainButton(
    login
      ? {
          text: t('login.confirm'),
          action: () => void submit(code),
          enabled: code.length === CODE_LENGTH,
          progress: pending,
        }
      : null,
  );

  // Inside Telegram, sending the code again is the secondary button once the wait is over.
  const resendNative = useSecondaryButton(
    login && secondsLeft === 0
      ? { text: resending ? t('login.resending') : t('login.resend'), action: () => void resend() }
      : null,
  );

  // Back to the phone step in this entry's place, with the sign-in's count of its own entries kept.
  if (!login) return <Redirect to={phoneStep} replace state={sameSignInSteps()} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code);
  };

  return (
    <main className="screen" aria-labelledby="confirm-title">
      <Placeholder
        header={<span id="confirm-title">{t('login.confirmTitle')}</span>}
        description={t('login.codeSent', { phone: formatPhone(login.phone) })}
      />
      <form onSubmit={onSubmit} noValidate>
        <CodeCells
          length={CODE_LENGTH}
          inputRef={field}
          aria-label={t('login.code')}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          name="code"
          autoFocus
          value={code}
          // No maxLength: a browser would cut a pasted SMS ("Demo Cafe: 123456 - ...", "123 456") to its first six
          // characters before the digits are picked out of it. The first six digits are the code; a key typed into
          // a complete code changes nothing, as it would with the limit.
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            const typed = (event.nativeEvent as Partial<InputEvent>).inputType === 'insertText';
            if (typed && digits.length > CODE_LENGTH) return;
            const next = digits.slice(0, CODE_LENGTH);
            setCode(next);
            if (next.length === CODE_LENGTH) {
              // The code is complete: the keyboard goes away while it is checked.
              platform.hideKeyboard();
              void submit(next);
            }
          }}
          invalid={error !== null}
          aria-describedby={error ? 'confirm-error' : undefined}
          disabled={pending}
          data-testid="login-code"
        />
        {error && (
          <p id="confirm-error" role="alert" className="form-error" data-testid="login-error">
            {error}
          </p>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      <div className="login-resend">
        {/* The countdown changes every second and is not read out each time; that a new code can be asked for is. */}
        <LiveMessage className="visually-hidden" polite>
          {secondsLeft > 0 ? null : t('login.resend')}
        </LiveMessage>
        {secondsLeft > 0 ? (
          <p data-testid="resend-countdown">{t('login.resendIn', { time: secondsLeft })}</p>
        ) : (
          !resendNative && (
            <Button
              mode="plain"
              size="m"
              onClick={() => void resend()}
              loading={resending}
              disabled={resending}
              data-testid="resend"
            >
              {t('login.resend')}
            </Button>
          )
        )}
        <Button mode="plain" size="s" onClick={() => navigate(phoneStep, { replace: true, state: sameSignInSteps() })}>
          {t('login.changePhone')}
        </Button>
      </div>
    </main>
  );
}
