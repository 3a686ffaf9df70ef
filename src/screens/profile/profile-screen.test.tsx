import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom, userAtom } from '@/entities/session/session.atoms.ts';
import type { ProfileUpdate } from '@/shared/contract/user.ts';
import { TEST_USER } from '@/testing/fixtures.ts';
import { errorReply, type ApiRequest } from '@/testing/fake-api.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { backspace, tap, typeInto } from '@/testing/user.ts';

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
    // The alert's region stays in the page, saying nothing.
    expect(screen.getByRole('alert').textContent).toBe('');
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

  it('fills the form from a user that arrives after the screen, and from a newer copy, never over what was typed', async () => {
    const { store } = await renderScreen({ path: '/user', api: {} });
    // The sign-in comes after the first drawing (a slow launch inside Telegram).
    act(() => store.set(sessionAtom, { token: 'token', user: TEST_USER }));
    const firstName = (await screen.findByLabelText('First name')) as HTMLInputElement;
    expect(firstName.value).toBe('Malika');
    // Nothing edited: no Save that would send the fields as they were drawn.
    expect(screen.queryByTestId('browser-main-button')).toBeNull();
    // A newer copy from the server fills the form again.
    act(() => store.set(sessionAtom, { token: 'token', user: { ...TEST_USER, lastName: 'Saidova' } }));
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Saidova');
    // Once the customer types, a newer copy leaves the typing alone.
    typeInto(firstName, 'x');
    act(() => store.set(sessionAtom, { token: 'token', user: { ...TEST_USER, firstName: 'Other' } }));
    expect(firstName.value).toBe('Malikax');
  });

  it("lists the customer's pages as the merchant's flags allow", async () => {
    await renderScreen({
      path: '/user',
      session: TEST_USER,
      settings: { bookingActive: true, notificationsActive: true, favouriteActive: false, promoActive: true },
    });
    expect(await screen.findByText('My pages')).toBeTruthy();
    // Once the merchant's settings are in.
    await waitFor(() =>
      expect(screen.getAllByTestId(/^profile-link-/).map((link) => link.getAttribute('href'))).toEqual([
        '/orders',
        '/address',
        '/promos',
        '/reservations',
        '/notifications',
      ]),
    );
  });

  it('changes the phone with a code sent to the new number, and shows the new one; a number another account has is refused', async () => {
    const { api, location, store } = await renderScreen({
      path: '/user',
      session: TEST_USER,
      api: {
        sendCode: ({ body }: ApiRequest) =>
          (body as { phone: string }).phone === '998909999999'
            ? errorReply(409, 'PHONE_TAKEN', 'This number belongs to another account')
            : { phone: (body as { phone: string }).phone, expiresIn: 120, resendIn: 60 },
        verifyCode: ({ body }: ApiRequest) =>
          (body as { code: string }).code === '123456'
            ? { token: null, user: { ...TEST_USER, phone: (body as { phone: string }).phone } }
            : errorReply(400, 'WRONG_CODE', 'The code is wrong'),
      },
    });
    tap(await screen.findByTestId('profile-change-phone'));
    await waitFor(() => expect(location.path()).toBe('/user/phone'));
    const phone = (await screen.findByLabelText('Phone number')) as HTMLInputElement;
    typeInto(phone, '909999999');
    tap(mainButton());
    expect((await screen.findByTestId('phone-step-error')).textContent).toBe('This number belongs to another account');
    expect(location.path()).toBe('/user/phone');
    for (let i = 0; i < 9; i += 1) backspace(phone);
    expect(phone.value).toBe('+998 ');
    typeInto(screen.getByLabelText('Phone number'), '911112233');
    tap(mainButton());
    await waitFor(() => expect(location.path()).toBe('/user/phone/confirm'));
    expect(await screen.findByText('The code was sent to +998 91 111 22 33')).toBeTruthy();
    typeInto(screen.getByTestId('login-code'), '123456');
    expect(await screen.findByText('The phone number was changed')).toBeTruthy();
    await waitFor(() => expect(location.path()).toBe('/user'));
    expect(store.get(userAtom)?.phone).toBe('998911112233');
    expect(api.calls('verifyCode').map((request) => request.body)).toEqual([
      { phone: '998911112233', code: '123456', type: 'WEB' },
    ]);
  });
});
