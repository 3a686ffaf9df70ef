import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Cell, Section } from '@/shared/ui/kit.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { POLICY_PATHS, policyEnabled } from '@/entities/policy/policy.lib.ts';
import { userAtom } from '@/entities/session/session.atoms.ts';
import { AccountExit } from '@/features/account-exit/account-exit.ui.tsx';
import { LanguagePicker } from '@/features/choose-language/language-picker.ui.tsx';
import type { PolicyType } from '@/shared/contract/merchant.ts';
import { formatPhone } from '@/shared/lib/phone.ts';
import { useLayer } from '@/shared/ui/layers.ts';
import { paths } from '@/shared/routing/paths.ts';
import { unreadNotificationsAtom } from '@/features/notifications/notifications.queries.ts';
import { callCentre, chatLink, socialLinks } from '@/entities/merchant/contact.lib.ts';
import { OutboundLink } from '@platform/index.ts';
import { telHref } from '@/shared/ui/phone-link.tsx';

const POLICY_LABELS: Record<PolicyType, string> = {
  ABOUT_COMPANY: 'menu.about',
  TERMS: 'menu.terms',
  PRIVACY_POLICY: 'menu.privacy',
};

/**
 * The side menu: the profile block (or a login prompt), the catalogue and the pages the merchant publishes, the
 * language and log-out. A layer (a modal <dialog>): focus stays inside, Escape closes, the page behind does not scroll,
 * and what it opens (the language sheet, the log-out confirmation) goes on top of it.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const settings = useAtomValue(settingsAtom);
  const user = useAtomValue(userAtom);

  useLayer(ref, open, onClose);

  const item = (href: string, label: string, testId?: string) => (
    <Link href={href} onClick={onClose} asChild>
      <Cell Component="a" data-testid={testId}>
        {label}
      </Cell>
    </Link>
  );
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  // The customer's block (or the guest's log-in prompt): at the top when the merchant has `isVisibleAtProfileTop`,
  // otherwise after the pages.
  const profile = (
    <Section>
      {user ? (
        <Link href={paths.profile} onClick={onClose} asChild>
          <Cell Component="a" subtitle={formatPhone(user.phone)} data-testid="menu-profile">
            {name || t('profile.noName')}
          </Cell>
        </Link>
      ) : (
        <>
          <Cell multiline subtitle={t('menu.guestText')}>
            {t('profile.guestTitle')}
          </Cell>
          {item(paths.login, t('login.title'), 'menu-login')}
        </>
      )}
    </Section>
  );
  return (
    <dialog
      ref={ref}
      className="side-menu"
      aria-label={t('menu.title')}
      data-testid="side-menu"
      onClick={(event) => event.target === ref.current && onClose()}
    >
      {open && (
        <div className="side-menu__panel">
          {settings.isVisibleAtProfileTop && profile}
          <Section>
            {item(paths.categories, t('menu.catalogue'))}
            {settings.branchesActive && item(paths.branches, t('menu.branches'), 'menu-branches')}
            {settings.vacanciesActive && item(paths.vacancies, t('menu.vacancies'), 'menu-vacancies')}
            {user && item(paths.orders, t('orders.title'), 'menu-orders')}
            {user && settings.favouriteActive && item(paths.liked, t('favourites.title'), 'menu-liked')}
            {user && item(paths.addresses, t('address.title'), 'menu-addresses')}
            {user && settings.notificationsActive && <NotificationsEntry onClose={onClose} />}
            {user && settings.bookingActive && item(paths.reservations, t('menu.reservations'), 'menu-reservations')}
            {user && settings.promoActive && item(paths.promos, t('promos.title'), 'menu-promos')}
            {user && settings.cashbackActive && item(paths.cashback, t('cashback.title'), 'menu-cashback')}
            {(['ABOUT_COMPANY', 'TERMS', 'PRIVACY_POLICY'] as const)
              .filter((type) => policyEnabled(type, settings))
              .map((type) => (
                <Link key={type} href={POLICY_PATHS[type]} onClick={onClose} asChild>
                  <Cell Component="a">{t(POLICY_LABELS[type])}</Cell>
                </Link>
              ))}
            {item(paths.sitemap, t('sitemap.title'))}
          </Section>
          {!settings.isVisibleAtProfileTop && profile}
          <ContactSection />
          <Section>
            <LanguagePicker />
          </Section>
          {user && <AccountExit withDelete={false} onDone={onClose} />}
        </div>
      )}
    </dialog>
  );
}

/** The notifications entry with the unread count beside it (announced with the entry's name). */
function NotificationsEntry({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const unread = useAtomValue(unreadNotificationsAtom);
  return (
    <Link href={paths.notifications} onClick={onClose} asChild>
      <Cell
        Component="a"
        data-testid="menu-notifications"
        after={
          unread > 0 ? (
            <span
              className="side-menu__badge"
              data-testid="menu-unread"
              aria-label={t('notifications.unreadCount', { count: unread })}
            >
              {unread}
            </span>
          ) : undefined
        }
      >
        {t('menu.notifications')}
      </Cell>
    </Link>
  );
}

/**
 * 'Contact us': the call centre (`phoneActive`), the chat in Telegram (`chatActive`) and the merchant's other social
 * pages, opened the platform's way.
 */
function ContactSection() {
  const { t } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  const phone = callCentre(settings, 'menu');
  const chat = chatLink(settings);
  const socials = socialLinks(settings).filter(({ id }) => id !== 'telegram');
  if (!phone && !chat && socials.length === 0) return null;
  return (
    <Section header={t('menu.contact')}>
      {phone && (
        <Cell Component="a" href={telHref(phone)} subtitle={t('footer.callCentre')} data-testid="menu-call-centre">
          {formatPhone(phone)}
        </Cell>
      )}
      {chat && (
        <OutboundLink href={chat} className="side-menu__outbound" data-testid="menu-chat">
          {t('menu.writeTelegram')}
        </OutboundLink>
      )}
      {socials.map(({ id, url }) => (
        <OutboundLink key={id} href={url} className="side-menu__outbound" data-testid={`menu-social-${id}`}>
          {id === 'instagram' ? 'Instagram' : 'Facebook'}
        </OutboundLink>
      ))}
    </Section>
  );
}
