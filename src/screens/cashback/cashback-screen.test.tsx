import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CashbackMove } from '@/shared/contract/user.ts';
import { malformed } from '@/testing/contract-answers.ts';
import { TEST_USER } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';
import { shownText } from '@/testing/shown-text.ts';

const ON = { cashbackActive: true };
const MOVES: CashbackMove[] = [
  { id: 4, kind: 'EARNED', amount: 1440, orderId: 12, orderNumber: '100012', createdDate: '2026-11-22T12:00:00Z' },
  { id: 3, kind: 'SPENT', amount: 2000, orderId: 12, orderNumber: '100012', createdDate: '2026-11-22T11:00:00Z' },
  { id: 1, kind: 'WELCOME', amount: 20000, orderId: null, orderNumber: null, createdDate: '2026-11-20T10:00:00Z' },
];

describe('cashback', () => {
  it('shows the balance and each move with its sign, reason and order, the order a link to it', async () => {
    const { location } = await renderScreen({
      path: '/user/cashback',
      session: { ...TEST_USER, cashback: 19440 },
      settings: ON,
      api: { cashbackHistory: MOVES },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Cashback');
    expect(shownText(screen.getByTestId('cashback-balance'))).toBe("19 440 so'm");
    const rows = await screen.findAllByTestId('cashback-move');
    expect(rows.map((row) => row.querySelector('.cashback__kind')?.textContent)).toEqual([
      'Earned',
      'Paid for an order',
      'Welcome bonus',
    ]);
    expect(rows.map((row) => shownText(row.querySelector('.cashback__amount')!))).toEqual([
      "+1 440 so'm",
      "−2 000 so'm",
      "+20 000 so'm",
    ]);
    expect(within(rows[2] as HTMLElement).queryByRole('link')).toBeNull();
    tap(within(rows[0] as HTMLElement).getByRole('link', { name: 'Order #100012' }));
    await waitFor(() => expect(location.path()).toBe('/orders/12'));
  });

  it('reads the balance again as the page opens: cashback earned since the app started shows', async () => {
    await renderScreen({
      path: '/user/cashback',
      session: { ...TEST_USER, cashback: 18000 },
      settings: ON,
      api: { cashbackHistory: MOVES, me: { ...TEST_USER, cashback: 19440 } },
    });
    await waitFor(() => expect(shownText(screen.getByTestId('cashback-balance'))).toBe("19 440 so'm"));
  });

  it('says there is none yet, and turns a broken answer into an error with a retry', async () => {
    const { api } = await renderScreen({
      path: '/user/cashback',
      session: TEST_USER,
      settings: ON,
      api: { cashbackHistory: malformed([{ id: 'x' }]) },
    });
    expect(await screen.findByText('Could not load the cashback history')).toBeTruthy();
    api.answer('cashbackHistory', []);
    tap(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('cashback-empty')).textContent).toContain('No cashback yet');
  });

  it("is not found when the merchant has cashback off, and the profile's balance is no link then", async () => {
    const { navigate } = await renderScreen({
      path: '/user/cashback',
      session: TEST_USER,
      settings: { cashbackActive: false },
    });
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    navigate('/user');
    expect(await screen.findByTestId('profile-name')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Cashback/ })).toBeNull();
    navigate('/');
    tap(await screen.findByTestId('menu-toggle'));
    expect(await screen.findByTestId('menu-addresses')).toBeTruthy();
    expect(screen.queryByTestId('menu-cashback')).toBeNull();
  });

  it('asks a guest to log in', async () => {
    await renderScreen({ path: '/user/cashback', settings: ON });
    expect(await screen.findByTestId('cashback-login')).toBeTruthy();
  });
});
