import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, Placeholder } from '../../../shared/ui/kit.ts';
import { rememberRedirect } from '../../../shared/routing/redirect.ts';

/** Addresses belong to an account: a guest is asked to log in and comes back to `path`. */
export function GuestPrompt({ path }: { path: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const login = () => {
    rememberRedirect(path);
    navigate('/login');
  };
  return (
    <Placeholder header={t('address.guestTitle')} description={t('address.guestText')} data-testid="address-guest"
      action={<Button size="m" mode="filled" onClick={login} data-testid="address-login">{t('login.title')}</Button>} />
  );
}
