import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { OutboundLink } from '@platform/index.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { POLICY_PATHS, policyEnabled } from '@/entities/policy/policy.lib.ts';
import { PhoneLink } from '@/shared/ui/phone-link.tsx';
import { paths } from '@/shared/routing/paths.ts';

const SAFE_URL = /^https:\/\/[^\s"'<>]+$/;

/** The footer: call centre, social links, the merchant's pages, the 'powered by' note and '© {year} {brand}'. */
export function Footer() {
  const { t } = useTranslation();
  const settings = useAtomValue(settingsAtom);

  const socials = (
    [
      ['Telegram', settings.telegram, settings.telegramActive],
      ['Instagram', settings.instagram, settings.instagramActive],
      ['Facebook', settings.facebook, settings.facebookActive],
    ] as const
  ).filter(([, url, active]) => active && url && SAFE_URL.test(url)) as [string, string, boolean][];
  const policies = (['ABOUT_COMPANY', 'TERMS', 'PRIVACY_POLICY'] as const).filter((type) =>
    policyEnabled(type, settings),
  );
  const labels = { ABOUT_COMPANY: 'menu.about', TERMS: 'menu.terms', PRIVACY_POLICY: 'menu.privacy' } as const;

  return (
    <footer className="site-footer" data-testid="footer">
      {settings.phoneLinkActive && settings.phone && (
        <p className="site-footer__phone">
          {t('footer.callCentre')}: <PhoneLink phone={settings.phone} />
        </p>
      )}
      {socials.length > 0 && (
        <nav aria-label={t('footer.follow')} className="site-footer__links">
          {socials.map(([label, url]) => (
            <OutboundLink key={label} href={url} data-testid={`social-${label.toLowerCase()}`}>
              {label}
            </OutboundLink>
          ))}
        </nav>
      )}
      {(policies.length > 0 || settings.branchesActive || settings.vacanciesActive) && (
        <nav className="site-footer__links" aria-label={t('sitemap.title')}>
          {settings.branchesActive && (
            <Link href={paths.branches} data-testid="footer-branches">
              {t('footer.branches')}
            </Link>
          )}
          {settings.vacanciesActive && (
            <Link href={paths.vacancies} data-testid="footer-vacancies">
              {t('footer.vacancies')}
            </Link>
          )}
          {policies.map((type) => (
            <Link key={type} href={POLICY_PATHS[type]}>
              {t(labels[type])}
            </Link>
          ))}
        </nav>
      )}
      <p className="site-footer__note">{t('footer.poweredBy')}</p>
      <p className="site-footer__note">
        {t('footer.copyright', { year: new Date().getFullYear(), brand: settings.brand ?? '' })}
      </p>
    </footer>
  );
}
