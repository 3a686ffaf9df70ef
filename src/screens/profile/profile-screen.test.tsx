import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userAtom } from '@/entities/session/session.atoms.ts';
import type { ProfileUpdate } from '@/shared/contract/user.ts';
import { TEST_USER } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap, typeInto } from '@/testing/user.ts';

const mainButton = () => screen.getByTestId('browser-main-button') as HTMLButtonElement;

describe('the profile', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('saves the name, gender and birthday, refusing a birthday in the future, and says the information was updated', async () => {
    const sent: ProfileUpdate[] = [];
    const { store } = await renderScreen({
      path: '/user',
      session: TEST_USER,
      api: {
        profileUpdate: (request) => {
          const body = request.body as ProfileUpdate;
          sent.push(body);
          return { ...TEST_USER, ...body };
        },
      },
    });
    const lastName = await screen.findByLabelText('Last name');
    typeInto(lastName, '-Saidova');
    tap(screen.getByRole('radio', { name: 'Female' }));
    const birthday = screen.getByTestId('profile-birthday');
    fireEvent.change(birthday, { target: { value: '2027-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('A birthday cannot be in the future');
    expect(birthday.getAttribute('aria-invalid')).toBe('true');
    expect(mainButton().disabled).toBe(true);
    fireEvent.change(birthday, { target: { value: '1995-05-17' } });
    expect(screen.queryByRole('alert')).toBeNull();
    tap(mainButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      firstName: 'Malika',
      lastName: 'Karimova-Saidova',
      gender: 'FEMALE',
      birthday: '1995-05-17',
    });
    expect(await screen.findByText('Information updated')).toBeTruthy();
    expect(store.get(userAtom)).toMatchObject({
      lastName: 'Karimova-Saidova',
      gender: 'FEMALE',
      birthday: '1995-05-17',
    });
  });

  it("lists the customer's pages as the merchant's flags allow", async () => {
    await renderScreen({
      path: '/user',
      session: TEST_USER,
      settings: { bookingActive: true, notificationsActive: true, favouriteActive: false, promoActive: true },
    });
    const mine = (await screen.findByText('My pages')).closest('section') ?? document.body;
    // Once the merchant's settings are in.
    await waitFor(() =>
      expect(
        within(mine as HTMLElement)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/orders', '/address', '/promos', '/reservations', '/notifications']),
    );
  });
});
