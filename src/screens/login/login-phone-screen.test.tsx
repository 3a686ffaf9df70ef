import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '@/testing/fake-api.ts';
import { errorReply } from '@/testing/fake-api.ts';
import { PLOV, TEST_BRANCH, TEST_MENU, TEST_STORED_BRANCH, TEST_USER } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { backspace, focus, tap, typeInto } from '@/testing/user.ts';
import { shownText } from '@/testing/shown-text.ts';

const signIn = {
  sendCode: { phone: '998901234568', expiresIn: 120, resendIn: 60 },
  verifyCode: ({ body }: ApiRequest) =>
    (body as { code: string }).code === '123456'
      ? { token: 'new-token', user: TEST_USER }
      : errorReply(400, 'WRONG_CODE', 'The code is wrong'),
};
const phoneField = () => screen.findByLabelText('Phone number') as Promise<HTMLInputElement>;
const mainButton = () => screen.getByTestId('browser-main-button');

describe('logging in', () => {
  it('takes a phone typed key by key and a code, then goes on to the checkout it was asked for', async () => {
    const { api, location } = await renderScreen({
      path: '/cart',
      api: { ...signIn, overalls: TEST_MENU, branches: [TEST_BRANCH], grades: [] },
      basket: [{ productId: PLOV.id, count: 1 }],
      branch: TEST_STORED_BRANCH,
    });
    await waitFor(() => expect(shownText(mainButton())).toBe("Checkout · 30 000 so'm"));
    tap(mainButton());

    const phone = await phoneField();
    expect(phone.value).toBe('+998 ');
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    typeInto(phone, '901234568');
    expect(phone.value).toBe('+998 90 123 45 68');
    tap(mainButton());
    await waitFor(() => expect(location.path()).toBe('/login/confirm'));
    expect(api.calls('sendCode').map((request) => request.body)).toEqual([{ phone: '998901234568', type: 'WEB' }]);
    expect(await screen.findByText('The code was sent to +998 90 123 45 68')).toBeTruthy();

    // The sixth digit sends the code at once.
    typeInto(await screen.findByLabelText('SMS code'), '123456');
    await waitFor(() => expect(location.path()).toBe('/checkout'));
    expect(api.calls('verifyCode').map((request) => request.body)).toEqual([
      { phone: '998901234568', code: '123456', type: 'WEB' },
    ]);
  });

  it('says a wrong code is wrong and empties the field for another try', async () => {
    const { location } = await renderScreen({ path: '/login', api: signIn });
    typeInto(await phoneField(), '901234568');
    tap(mainButton());
    const code = (await screen.findByLabelText('SMS code')) as HTMLInputElement;
    typeInto(code, '654321');
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong');
    expect(code.value).toBe('');
    expect(location.path()).toBe('/login/confirm');
  });

  it('edits in the middle keep the caret where the person is typing', async () => {
    await renderScreen({ path: '/login', api: signIn });
    const phone = await phoneField();
    typeInto(phone, '901234568');
    phone.setSelectionRange(11, 11);
    backspace(phone);
    expect([phone.value, phone.selectionStart]).toEqual(['+998 90 124 56 8', 10]);
    typeInto(phone, '7');
    expect([phone.value, phone.selectionStart]).toEqual(['+998 90 127 45 68', 11]);
  });

  it('Backspace over a space deletes a digit, and the prefix stays', async () => {
    await renderScreen({ path: '/login', api: signIn });
    const phone = focus(await phoneField());
    typeInto(phone, '901');
    phone.setSelectionRange(8, 8);
    backspace(phone);
    expect([phone.value, phone.selectionStart]).toEqual(['+998 91', 6]);
    backspace(phone);
    expect([phone.value, phone.selectionStart]).toEqual(['+998 1', 5]);
    // The caret is at the prefix: more Backspaces leave the prefix and the digit after the caret alone.
    for (let i = 0; i < 5; i += 1) backspace(phone);
    expect([phone.value, phone.selectionStart]).toEqual(['+998 1', 5]);
  });
});
