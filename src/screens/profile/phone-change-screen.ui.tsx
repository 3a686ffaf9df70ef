import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { historyDepth } from '@platform/index.ts';
import { isSignedInAtom, updateUserAtom } from '@/entities/session/session.atoms.ts';
import { CodeStep } from '@/features/confirm-phone/code-step.ui.tsx';
import { PhoneStep } from '@/features/confirm-phone/phone-step.ui.tsx';
import type { AuthResponse } from '@/shared/contract/user.ts';
import { paths } from '@/shared/routing/paths.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';

/**
 * `/user/phone`: a signed-in customer's new number, confirmed by SMS as at sign-in (the same screens and limits). The
 * code step replaces this one in the history, so a confirmed change goes back to the profile it came from.
 */
export function PhoneChangeScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const signedIn = useAtomValue(isSignedInAtom);
  const toCode = useCallback(() => navigate(paths.profilePhoneConfirm, { replace: true }), [navigate]);
  if (!signedIn) return <Redirect to={paths.profile} replace />;
  return (
    <PhoneStep
      title={t('profile.phoneTitle')}
      hint={t('profile.phoneHint')}
      action={t('login.getCode')}
      onSent={toCode}
    />
  );
}

/** `/user/phone/confirm`: the code sent to the new number; once confirmed the profile shows it. */
export function PhoneChangeConfirmScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const signedIn = useAtomValue(isSignedInAtom);
  const updateUser = useSetAtom(updateUserAtom);
  const toast = useSetAtom(showToastAtom);
  const onVerified = useCallback(
    ({ user }: AuthResponse) => {
      updateUser(user);
      // The code step gave the success its haptic already: the toast only says it.
      toast({ kind: 'success', text: t('profile.phoneChanged'), haptic: false });
      if (historyDepth() > 0) window.history.back();
      else navigate(paths.profile, { replace: true });
      return true;
    },
    [updateUser, toast, t, navigate],
  );
  if (!signedIn) return <Redirect to={paths.profile} replace />;
  return <CodeStep phoneStep={paths.profilePhone} onVerified={onVerified} />;
}
