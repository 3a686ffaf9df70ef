import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsAtom } from '@/features/notifications/notifications.queries.ts';
import { useMarkRead } from '@/features/notifications/use-mark-read.ts';
import type { Language } from '@/shared/contract/common.ts';
import type { Notification } from '@/shared/contract/content.ts';
import { formatDate } from '@/shared/lib/format.ts';
import { imageUrl } from '@/shared/lib/image-url.ts';
import { localize } from '@/shared/lib/localize.ts';
import { paths } from '@/shared/routing/paths.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import './notifications.css';
import { CustomerScreen } from '@/features/customer-only/customer-screen.ui.tsx';

/**
 * `/notifications`: the signed-in customer's notifications, newest first, the unread ones marked; opening one shows
 * its text (and picture) in place and marks it read. Behind `notificationsActive`; a guest is asked to log in.
 */
export function NotificationsScreen() {
  const { t } = useTranslation();
  return (
    <CustomerScreen
      id="notifications"
      className="notifications"
      title={t('notifications.title')}
      returnTo={paths.notifications}
      guest={{ title: t('notifications.guestTitle'), text: t('notifications.guestText') }}
    >
      <NotificationList />
    </CustomerScreen>
  );
}

function NotificationList() {
  const { t } = useTranslation();
  const list = useAtomValue(notificationsAtom);
  if (list.data && list.data.length === 0)
    return (
      <EmptyState title={t('notifications.empty')} text={t('notifications.emptyText')} testId="notifications-empty" />
    );
  if (list.data)
    return (
      <ul className="notifications__list" data-testid="notifications-list">
        {list.data.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ul>
    );
  if (list.isError) return <LoadFailed title={t('notifications.loadFailed')} query={list} />;
  return (
    <div className="notifications__list" role="status" aria-label={t('common.loading')}>
      {[0, 1, 2].map((row) => (
        <span key={row} className="skeleton notification notification--pending" />
      ))}
    </div>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const bodyId = `notification-${notification.id}-body`;
  const toggle = () => {
    setOpen(!open);
    if (!open && !notification.isRead) markRead.mutate(notification.id);
  };
  return (
    <li className={`card notification${notification.isRead ? '' : ' notification--unread'}`} data-testid="notification">
      <button
        type="button"
        className="cell-button notification__head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={toggle}
      >
        <span className="notification__title">
          {!notification.isRead && (
            <span className="notification__dot" data-testid="notification-unread">
              <span className="visually-hidden">{t('notifications.unread')}: </span>
            </span>
          )}
          {localize(notification.title, language)}
        </span>
        <time className="notification__date" dateTime={notification.createdDate}>
          {formatDate(notification.createdDate)}
        </time>
      </button>
      <div id={bodyId} className="notification__body" hidden={!open}>
        {open && notification.image && (
          <img className="notification__image" src={imageUrl(notification.image)} alt="" loading="lazy" />
        )}
        <p className="notification__text">{localize(notification.body, language)}</p>
      </div>
    </li>
  );
}
