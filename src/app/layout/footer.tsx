import { useAtomValue } from 'jotai';
import { useText } from '@/shared/i18n/texts.ts';
import { Link } from 'wouter';
import { OutboundLink } from '@platform/index.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { POLICY_PATHS, policyEnabled } from '@/entities/policy/policy.lib.ts';
import { PhoneLink } from '@/shared/ui/phone-link.tsx';
import { appLinks, callCentre, socialLinks } from '@/entities/merchant/contact.lib.ts';
import { localize } from '@/shared/lib/localize.ts';
import { paths } from '@/shared/routing/paths.ts';
import './footer.css';

/** How each outbound link reads. */
const LINK_LABEL_KEYS = {
  telegram: 'Telegram',
  instagram: 'Instagram',
  facebook: 'Facebook',
  ios: 'footer.appIos',
  android: 'footer.appAndroid',
  bot: 'footer.appBot',
} as const;

/**
 * The footer: call centre, social links, the merchant's apps and bot, its pages (branches, vacancies, policies), the
 * merchant's own copyright lines, the 'powered by' note and '© {year} {brand}'.
 */
export function Footer() {
  const { t, language } = useText();
  const settings = useAtomValue(settingsAtom);
  const phone = callCentre(settings, 'footer');
  const socials = socialLinks(settings);
  const apps = appLinks(settings);
  const policies = (['ABOUT_COMPANY', 'TERMS', 'PRIVACY_POLICY'] as const).filter((type) =>
    policyEnabled(type, settings),
  );
  const labels = { ABOUT_COMPANY: 'menu.about', TERMS: 'menu.terms', PRIVACY_POLICY: 'menu.privacy' } as const;
  const copyright = [settings.leftCopyWrite, settings.rightCopyWrite]
    .map((text) => localize(text, language))
    .filter(Boolean);

  return (
    <footer className="site-footer" data-testid="footer">
      {phone && (
        <p className="site-footer__phone">
          {t('footer.callCentre')}: <PhoneLink phone={phone} />
        </p>
      )}
      {socials.length > 0 && (
        <nav aria-label={t('footer.follow')} className="site-footer__links">
          {socials.map(({ id, url }) => (
            <OutboundLink key={id} href={url} data-testid={`social-${id}`}>
              {LINK_LABEL_KEYS[id]}
            </OutboundLink>
          ))}
        </nav>
      )}
      {apps.length > 0 && (
        <nav aria-label={t('footer.apps')} className="site-footer__links">
          {apps.map(({ id, url }) => (
            <OutboundLink key={id} href={url} data-testid={`app-${id}`}>
              {t(LINK_LABEL_KEYS[id])}
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
      {copyright.map((text) => (
        <p key={text} className="site-footer__note" data-testid="footer-copyright">
          {text}
        </p>
      ))}
      <p className="site-footer__note">{t('footer.poweredBy')}</p>
      <p className="site-footer__note">
        {t('footer.copyright', { year: new Date().getFullYear(), brand: settings.brand ?? '' })}
      </p>
    </footer>
  );
}
