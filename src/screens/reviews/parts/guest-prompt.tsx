import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../../shared/ui/kit.ts';
import { rememberRedirect } from '../../../shared/routing/redirect.ts';

/** What a guest sees in place of the form: log in, then come back to these reviews. */
export function GuestPrompt({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const login = () => {
    rememberRedirect(`/Reviews/${productId}`);
    navigate('/login');
  };
  return (
    <div className="reviews-guest" data-testid="reviews-guest">
      <p className="reviews-guest__text">{t('reviews.guestPrompt')}</p>
      <Button size="m" mode="bezeled" onClick={login} data-testid="reviews-login">
        {t('reviews.login')}
      </Button>
    </div>
  );
}
