import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { notificationsQuery } from '@/entities/notification/notification.api.ts';
import { merchantIdAtom, userIdAtom } from '@/shared/api/scope.atoms.ts';

/** The signed-in customer's notifications, while the merchant has them on (`notificationsActive`). */
export const notificationsAtom = atomWithQuery((get) =>
  notificationsQuery(get(merchantIdAtom), get(userIdAtom), get(settingsAtom).notificationsActive),
);

/** How many are unread (0 until the list is in), for the side menu's entry. */
export const unreadNotificationsAtom = atom(
  (get) => get(notificationsAtom).data?.filter((notification) => !notification.isRead).length ?? 0,
);
