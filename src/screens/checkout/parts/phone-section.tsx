import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSharePhone, type SharePhoneProblem } from '@/features/share-phone/use-share-phone.ts';
import { formatPhone } from '@/shared/lib/phone.ts';
import { paths } from '@/shared/routing/paths.ts';
import { Button, Section } from '@/shared/ui/kit.ts';

/**
 * An account without a phone (signed in by Telegram): inside Telegram, a button shares the number Telegram knows;
 * after a refusal, a number that is not +998 or an error, and always in a browser, the number is confirmed by SMS
 * (`/user/phone`, which comes back here). Once the account has a number, the row shows it.
 */
export function PhoneSection({ telegram, phone }: { telegram: boolean; phone: string | null }) {
  const { t } = useTranslation();
  const { share, pending, problem } = useSharePhone();
  if (phone)
    return (
      <Section header={t('sharePhone.title')}>
        <p className="checkout__no-address" role="status" data-testid="share-phone-done">
          {t('sharePhone.yours', { phone: formatPhone(phone) })}
        </p>
      </Section>
    );
  return (
    <Section header={t('sharePhone.title')}>
      <div className="checkout__no-address" data-testid="share-phone">
        <p>{t(telegram ? 'sharePhone.why' : 'sharePhone.bySmsWhy')}</p>
        {telegram && (
          <Button
            mode="filled"
            size="m"
            stretched
            loading={pending}
            disabled={pending}
            onClick={share}
            data-testid="share-phone-button"
          >
            {t('sharePhone.action')}
          </Button>
        )}
        {problem && (
          <p className="checkout__phone-problem" role="alert" data-testid="share-phone-problem">
            {problemText(problem, t)}
          </p>
        )}
        {(!telegram || problem) && (
          <Link href={paths.profilePhone} className="checkout__phone-sms" data-testid="share-phone-sms">
            {t('sharePhone.bySms')}
          </Link>
        )}
      </div>
    </Section>
  );
}

function problemText(problem: SharePhoneProblem, t: (key: string) => string): string {
  if (problem.kind === 'refused') return t('sharePhone.refused');
  if (problem.kind === 'notUzbek') return t('sharePhone.notUzbek');
  return problem.text;
}
