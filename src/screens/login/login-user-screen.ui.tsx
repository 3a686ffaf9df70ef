import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { useMainButton } from '@platform/index.ts';
import { Placeholder, Section } from '@/shared/ui/kit.ts';
import { Input } from '@/shared/ui/input.ts';
import { updateProfile } from '@/entities/session/session.api.ts';
import { updateUserAtom, userAtom } from '@/entities/session/session.atoms.ts';
import { errorText } from '@/shared/api/error-text.ts';
import { useFinishSignIn } from './sign-in-return.tsx';
import { sameSignInSteps } from '@/shared/routing/sign-in-steps.ts';
import { paths } from '@/shared/routing/paths.ts';
import { LiveMessage } from '@/shared/ui/live-message.tsx';

/**
 * `/login/user`: after a first sign-in, asks how to address the customer (first and last name, both optional) and
 * then goes on to where they were going. Decision: the spec names the screen only; this is what a new account needs.
 */
export function LoginUserScreen() {
  const { t, i18n } = useTranslation();
  const finish = useFinishSignIn();
  const user = useAtomValue(userAtom);
  const updateUser = useSetAtom(updateUserAtom);
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const saving = useMutation({ mutationFn: updateProfile });
  const pending = saving.isPending;
  const [error, setError] = useState<string | null>(null);

  const save = useCallback(async () => {
    if (pending) return;
    if (!firstName.trim()) {
      finish();
      return;
    }
    const result = await saving.mutateAsync({ firstName: firstName.trim(), lastName: lastName.trim() || null });
    if (!result.ok) {
      setError(errorText(result.error, i18n.language, t));
      return;
    }
    updateUser(result.data);
    finish();
  }, [pending, firstName, lastName, finish, updateUser, i18n.language, t, saving]);

  useMainButton(
    user
      ? {
          // Says what it does: with a name it saves it; without one it goes on (the name is optional).
          text: firstName.trim() ? t('login.saveName') : t('login.continue'),
          action: () => void save(),
          progress: pending,
        }
      : null,
  );
  if (!user) return <Redirect to={paths.login} replace state={sameSignInSteps()} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return (
    <main className="screen" aria-labelledby="login-user-title">
      <Placeholder
        header={<span id="login-user-title">{t('login.userTitle')}</span>}
        description={t('login.userHint')}
      />
      <form onSubmit={onSubmit} noValidate>
        <Section>
          <Input
            header={t('profile.firstName')}
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            maxLength={100}
            data-testid="first-name"
          />
          <Input
            header={t('profile.lastName')}
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            maxLength={100}
          />
        </Section>
        <LiveMessage className="form-error">{error}</LiveMessage>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </main>
  );
}
