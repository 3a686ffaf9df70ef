import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PhoneStep } from '@/features/confirm-phone/phone-step.ui.tsx';
import { paths } from '@/shared/routing/paths.ts';
import { GuestOnly } from './sign-in-return.tsx';
import { signInSteps } from '@/shared/routing/sign-in-steps.ts';
import { signInStepState } from '@/shared/routing/return-to.ts';

/** `/login`: the phone number, then a code is sent to it and `/login/confirm` asks for it. */
export function LoginPhoneScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const toCode = useCallback(
    () => navigate(paths.loginConfirm, { state: signInStepState(signInSteps() + 1) }),
    [navigate],
  );
  return (
    <GuestOnly>
      <PhoneStep title={t('login.title')} hint={t('login.phoneHint')} action={t('login.getCode')} onSent={toCode} />
    </GuestOnly>
  );
}
