import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { signInAtom } from '@/entities/session/session.atoms.ts';
import type { AuthResponse } from '@/shared/contract/user.ts';
import { CodeStep } from '@/features/confirm-phone/code-step.ui.tsx';
import { paths } from '@/shared/routing/paths.ts';
import { GuestOnly } from './sign-in-return.tsx';

/** `/login/confirm`: the SMS code, with the resend countdown; then back to where the user was going. */
export function LoginConfirmScreen() {
  const signIn = useSetAtom(signInAtom);
  const onVerified = useCallback(
    ({ token, user }: AuthResponse) => {
      if (!token) return false;
      // Signed in: the guest-only guard of this route moves on to where the user was going.
      signIn({ token, user });
      return true;
    },
    [signIn],
  );
  return (
    <GuestOnly>
      <CodeStep phoneStep={paths.login} onVerified={onVerified} />
    </GuestOnly>
  );
}
