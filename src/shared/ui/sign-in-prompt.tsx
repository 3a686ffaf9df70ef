import { useTranslation } from 'react-i18next';
import { useSignInThenReturn } from '@/shared/routing/return-to.ts';
import { Button, Placeholder } from './kit.ts';

/**
 * What a guest sees where a signed-in customer's content would be: why to log in and a "Log in" button that comes
 * back to `returnTo` afterwards. `inline` is the compact band that stands in for a form inside a page (reviews);
 * otherwise a centred placeholder. `<testId>-guest` names the prompt, `<testId>-login` its button.
 */
export function SignInPrompt({
  returnTo,
  title,
  text,
  actionLabel,
  inline = false,
  testId,
}: {
  returnTo: string;
  title?: string;
  text: string;
  actionLabel?: string;
  inline?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const signIn = useSignInThenReturn(returnTo);
  const button = (
    <Button size="m" mode={inline ? 'bezeled' : 'filled'} onClick={signIn} data-testid={`${testId}-login`}>
      {actionLabel ?? t('login.title')}
    </Button>
  );
  if (inline) {
    return (
      <div className="sign-in-prompt" data-testid={`${testId}-guest`}>
        <p className="sign-in-prompt__text">{text}</p>
        {button}
      </div>
    );
  }
  return <Placeholder header={title} description={text} action={button} data-testid={`${testId}-guest`} />;
}
