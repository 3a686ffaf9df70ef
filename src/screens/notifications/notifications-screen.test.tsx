import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@/shared/contract/content.ts';
import { errorReply } from '@/testing/fake-api.ts';
import { TEST_USER } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';

const same = (text: string) => ({ uz: text, ru: text, eng: text });
const WELCOME: Notification = {
  id: 1,
  title: same('Welcome!'),
  body: same('Cashback has been added to your balance.'),
  isRead: false,
  createdDate: '2026-11-20T10:00:00Z',
};
const BURGER: Notification = {
  id: 2,
  title: same('New burger'),
  body: same('Try the new burger.'),
  isRead: true,
  createdDate: '2026-11-18T10:00:00Z',
};
const ON = { notificationsActive: true };

describe('notifications', () => {
  it('lists them with the unread one marked; opening it shows the text and marks it read, here and on the server', async () => {
    let read = false;
    const { api } = await renderScreen({
      path: '/notifications',
      session: TEST_USER,
      settings: ON,
      api: {
        notifications: () => [{ ...WELCOME, isRead: read }, BURGER],
        notificationRead: () => {
          read = true;
          return { ok: true };
        },
      },
    });
    const items = await screen.findAllByTestId('notification');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByTestId('notification-unread')).toBeTruthy();
    expect(within(items[0]!).getByText('20.11.2026')).toBeTruthy();
    expect(within(items[1]!).queryByTestId('notification-unread')).toBeNull();
    const open = within(items[0]!).getByRole('button', { name: /Welcome!/ });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Cashback has been added to your balance.').closest('[hidden]')).not.toBeNull();

    tap(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Cashback has been added to your balance.').closest('[hidden]')).toBeNull();
    await waitFor(() => expect(within(items[0]!).queryByTestId('notification-unread')).toBeNull());
    await waitFor(() => expect(api.calls('notificationRead').map((call) => call.params.id)).toEqual(['1']));
    // Opening a read one again asks nothing.
    tap(open);
    tap(within(items[1]!).getByRole('button', { name: /New burger/ }));
    expect(api.calls('notificationRead')).toHaveLength(1);
  });

  it('shows the unread count on the side menu entry', async () => {
    await renderScreen({
      path: '/',
      session: TEST_USER,
      settings: ON,
      api: { notifications: [WELCOME, BURGER, { ...WELCOME, id: 3 }] },
    });
    tap(await screen.findByTestId('menu-toggle'));
    const entry = await screen.findByTestId('menu-notifications');
    await waitFor(() => expect(within(entry).getByTestId('menu-unread').textContent).toBe('2'));
    expect(within(entry).getByTestId('menu-unread').getAttribute('aria-label')).toBe('Unread: 2');
  });

  it('says when there are none, and when they did not load (with a retry)', async () => {
    let up = false;
    await renderScreen({
      path: '/notifications',
      session: TEST_USER,
      settings: ON,
      api: { notifications: () => (up ? [] : errorReply(500, 'INTERNAL')) },
    });
    expect(await screen.findByText('The notifications did not load')).toBeTruthy();
    up = true;
    tap(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });

  it('asks a guest to log in, and asks the server nothing', async () => {
    const guest = await renderScreen({ path: '/notifications', settings: ON });
    expect(await screen.findByTestId('notifications-guest')).toBeTruthy();
    expect(guest.api.calls('notifications')).toEqual([]);
  });

  it('has no page and no menu entry when the merchant turns notifications off', async () => {
    const { api, navigate } = await renderScreen({
      path: '/notifications',
      session: TEST_USER,
      settings: { notificationsActive: false },
      api: { notifications: [WELCOME] },
    });
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    navigate('/');
    tap(await screen.findByTestId('menu-toggle'));
    expect(await screen.findByTestId('menu-addresses')).toBeTruthy();
    expect(screen.queryByTestId('menu-notifications')).toBeNull();
    expect(api.calls('notifications')).toEqual([]);
  });
});
