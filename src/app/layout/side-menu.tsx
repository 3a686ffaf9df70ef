import {
  Icon24Cancel,
  Icon28BillheadOutline,
  Icon28CalendarOutline,
  Icon28CoinsOutline,
  Icon28DiscountOutline,
  Icon28HomeOutline,
  Icon28LikeOutline,
  Icon28ListOutline,
  Icon28Notifications,
  Icon28PlaceOutline,
  Icon28WorkOutline,
} from '@vkontakte/icons';
import { useAtomValue } from 'jotai';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Cell, IconButton, Section } from '@/shared/ui/kit.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { POLICY_PATHS, policyEnabled } from '@/entities/policy/policy.lib.ts';
import { userAtom } from '@/entities/session/session.atoms.ts';
import { AccountExit } from '@/features/account-exit/account-exit.ui.tsx';
import { LanguagePicker } from '@/features/choose-language/language-picker.ui.tsx';
import type { PolicyType } from '@/shared/contract/merchant.ts';
import { formatPhone } from '@/shared/lib/phone.ts';
import { useLayer } from '@/shared/ui/layers.ts';
import { paths, withSearch } from '@/shared/routing/paths.ts';
import { rememberRedirect, signInStepState } from '@/shared/routing/return-to.ts';
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

  const [location] = useLocation();
  const search = useSearch();
  useLayer(ref, open, onClose);
  // "Log in" comes back to the page under the menu (and replaces a path an earlier, abandoned sign-in remembered).
  const signIn = () => {
    rememberRedirect(withSearch(location, search));
    onClose();
  };

  const item = (href: string, label: string, testId?: string, icon?: ReactNode) => (
    <Link href={href} onClick={onClose} asChild>
      <Cell Component="a" multiline data-testid={testId} before={icon}>
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
          <Link href={paths.login} state={signInStepState(1)} onClick={signIn} asChild>
            <Cell Component="a" multiline data-testid="menu-login">
              {t('login.title')}
            </Cell>
          </Link>
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
          <div className="side-menu__top">
            <IconButton mode="plain" size="m" aria-label={t('common.close')} onClick={onClose} data-testid="menu-close">
              <Icon24Cancel aria-hidden="true" />
            </IconButton>
          </div>
          {settings.isVisibleAtProfileTop && profile}
          {/* The menu and the merchant's places, then what is the customer's own: each entry with its icon. */}
          <Section>
            {item(paths.categories, t('menu.catalogue'), undefined, <Icon28ListOutline aria-hidden="true" />)}
            {settings.branchesActive &&
              item(paths.branches, t('menu.branches'), 'menu-branches', <Icon28PlaceOutline aria-hidden="true" />)}
            {user &&
              settings.promoActive &&
              item(paths.promos, t('promos.title'), 'menu-promos', <Icon28DiscountOutline aria-hidden="true" />)}
            {settings.vacanciesActive &&
              item(paths.vacancies, t('menu.vacancies'), 'menu-vacancies', <Icon28WorkOutline aria-hidden="true" />)}
          </Section>
          {user && (
            <Section>
              {item(paths.orders, t('orders.title'), 'menu-orders', <Icon28BillheadOutline aria-hidden="true" />)}
              {settings.favouriteActive &&
                item(paths.liked, t('favourites.title'), 'menu-liked', <Icon28LikeOutline aria-hidden="true" />)}
              {item(paths.addresses, t('address.title'), 'menu-addresses', <Icon28HomeOutline aria-hidden="true" />)}
              {settings.notificationsActive && <NotificationsEntry onClose={onClose} />}
              {settings.bookingActive &&
                item(
                  paths.reservations,
                  t('menu.reservations'),
                  'menu-reservations',
                  <Icon28CalendarOutline aria-hidden="true" />,
                )}
              {settings.cashbackActive &&
                item(paths.cashback, t('cashback.title'), 'menu-cashback', <Icon28CoinsOutline aria-hidden="true" />)}
            </Section>
          )}
          {!settings.isVisibleAtProfileTop && profile}
          <ContactSection />
          <Section>
            <LanguagePicker />
          </Section>
          {user && <AccountExit withDelete={false} onDone={onClose} />}
          {/* The merchant's pages and the sitemap: small links at the end, not entries as weighty as 'My orders'. */}
          <nav className="side-menu__legal" aria-label={t('menu.pages')}>
            {(['ABOUT_COMPANY', 'TERMS', 'PRIVACY_POLICY'] as const)
              .filter((type) => policyEnabled(type, settings))
              .map((type) => (
                <Link key={type} href={POLICY_PATHS[type]} onClick={onClose}>
                  {t(POLICY_LABELS[type])}
                </Link>
              ))}
            <Link href={paths.sitemap} onClick={onClose}>
              {t('sitemap.title')}
            </Link>
          </nav>
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
        multiline
        data-testid="menu-notifications"
        before={<Icon28Notifications aria-hidden="true" />}
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
