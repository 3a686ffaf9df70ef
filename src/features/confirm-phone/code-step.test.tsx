import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthResponse, SendCodeResponse } from '@/shared/contract/user.ts';
import { networkDown, reply, type Reply } from '@/testing/fake-api.ts';
import { TEST_USER } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { shownText } from '@/testing/shown-text.ts';
import { tap, typeInto } from '@/testing/user.ts';
import { rememberLoginPhone } from './phone-code.state.ts';

const PHONE = '998901234568';
const SENT: SendCodeResponse = { phone: PHONE, expiresIn: 120, resendIn: 60 };
const SIGNED_IN: AuthResponse = { token: 'new-token', user: { ...TEST_USER, phone: PHONE } };
const codeField = () => screen.findByLabelText('SMS code') as Promise<HTMLInputElement>;

/** The server's refusal of a code asked for sooner than a minute after the last, saying how long is left. */
const tooSoon = (retryAfter: number): Reply =>
  reply(429, {
    code: 'RESEND_TOO_SOON',
    message: `Wait ${retryAfter} s`,
    description: { uz: 'Kuting', ru: 'Подождите', eng: `Wait ${retryAfter} s` },
    retryAfter,
  });

/** An answer held back until the test lets it go. */
function held<T>(): { answer: Promise<T>; release(value: T): Promise<void> } {
  let resolve: (value: T) => void = () => undefined;
  const answer = new Promise<T>((done) => (resolve = done));
  return { answer, release: (value) => act(async () => resolve(value)) };
}

/**
 * A paste (or the keyboard's SMS suggestion) as a browser makes it: the text in place of the selection, cut to what
 * the field's `maxLength` leaves room for, when it has one, then the input event.
 */
function paste(field: HTMLInputElement, text: string): void {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const room = field.maxLength >= 0 ? Math.max(0, field.maxLength - (field.value.length - (end - start))) : Infinity;
  const value = field.value.slice(0, start) + text.slice(0, room) + field.value.slice(end);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(field, value);
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  });
}

/** One key typed at a place in the field (not where `typeInto` puts the caret, at the end). */
function typeAt(field: HTMLInputElement, key: string, at: number): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(field, field.value.slice(0, at) + key + field.value.slice(at));
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
  });
}

describe('the SMS code step', () => {
  it.each([['Demo Cafe: 123456 - tasdiqlash kodi. Hech kimga bermang'], ['123 456']])(
    'takes the code out of a pasted "%s"',
    async (pasted) => {
      rememberLoginPhone(PHONE, 60);
      const { api } = await renderScreen({ path: '/login/confirm', api: { verifyCode: SIGNED_IN } });
      paste(await codeField(), pasted);
      await waitFor(() => expect(api.calls('verifyCode')).toHaveLength(1));
      expect(api.calls('verifyCode')[0]?.body).toEqual({ phone: PHONE, code: '123456', type: 'WEB' });
    },
  );

  it('keeps the first six digits: a seventh typed changes nothing', async () => {
    rememberLoginPhone(PHONE, 60);
    const checking = held<AuthResponse>();
    const { api } = await renderScreen({ path: '/login/confirm', api: { verifyCode: () => checking.answer } });
    const field = await codeField();
    typeInto(field, '123456');
    expect(field.value).toBe('123456');
    typeAt(field, '9', 0);
    expect(field.value).toBe('123456');
    await checking.release(SIGNED_IN);
    expect(api.calls('verifyCode').map((request) => (request.body as { code: string }).code)).toEqual(['123456']);
  });

  it.each([
    ['in a browser', 'browser'],
    ['in Telegram (its secondary button)', 'telegram'],
  ] as const)(
    '%s, asks for one new code however often it is tapped while one is on its way, then counts down',
    async (_where, kind) => {
      rememberLoginPhone(PHONE, 0);
      const sending = held<SendCodeResponse>();
      const answers = [() => networkDown(), () => sending.answer];
      const { api, platform } = await renderScreen({
        path: '/login/confirm',
        platform: kind,
        // The first request finds no connection; the next is held; any after it comes too soon.
        api: {
          sendCode: () => answers.shift()?.() ?? tooSoon(59),
        },
      });
      await codeField();
      const resendTap = () =>
        kind === 'telegram' ? act(() => platform.pressSecondaryButton()) : tap(screen.getByTestId('resend'));

      resendTap();
      expect(await screen.findByTestId('login-error')).toBeTruthy();
      const haptics = platform.calls.haptics.length;
      // The next try is sent; taps while it is on its way are no more requests.
      resendTap();
      await waitFor(() => expect(api.calls('sendCode')).toHaveLength(2));
      expect(screen.queryByTestId('login-error')).toBeNull();
      if (kind === 'telegram') expect(platform.calls.secondaryButton.at(-1)?.text).toBe('Sending the code…');
      else expect((screen.getByTestId('resend') as HTMLButtonElement).disabled).toBe(true);
      resendTap();
      resendTap();
      await sending.release(SENT);
      expect(await screen.findByText('Resend in 60 seconds')).toBeTruthy();
      expect(api.calls('sendCode')).toHaveLength(2);
      expect(screen.queryByTestId('login-error')).toBeNull();
      expect(platform.calls.haptics.slice(haptics)).not.toContain('notification:error');
    },
  );

  it("counts down the wait the server gives when a code is asked for too soon, not a minute's, from now", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
      rememberLoginPhone(PHONE, 0);
      await renderScreen({ path: '/login/confirm', api: { sendCode: tooSoon(17) } });
      await codeField();
      // Asked for five minutes after the screen opened: the wait counts from the answer, not from the opening.
      vi.setSystemTime(new Date('2026-11-23T10:05:00Z'));
      tap(screen.getByTestId('resend'));
      expect(await screen.findByText('Resend in 17 seconds')).toBeTruthy();
      expect(shownText(screen.getByTestId('login-error'))).toBe('Wait 17 s');
    } finally {
      vi.useRealTimers();
    }
  });

  it("moves on from the phone to the code with the server's wait when a code was sent a moment ago", async () => {
    const { location } = await renderScreen({ path: '/login', api: { sendCode: tooSoon(23) } });
    typeInto(await screen.findByLabelText('Phone number'), '901234568');
    tap(screen.getByTestId('browser-main-button'));
    await waitFor(() => expect(location.path()).toBe('/login/confirm'));
    expect(await screen.findByText('Resend in 23 seconds')).toBeTruthy();
  });

  it('gives a changed phone one success haptic, not one for the code and another for its toast', async () => {
    rememberLoginPhone(PHONE, 60);
    const { platform } = await renderScreen({
      path: '/user/phone/confirm',
      session: TEST_USER,
      api: { verifyCode: { token: null, user: { ...TEST_USER, phone: PHONE } } },
    });
    typeInto(await codeField(), '123456');
    expect(await screen.findByText('The phone number was changed')).toBeTruthy();
    await act(async () => undefined);
    expect(platform.calls.haptics.filter((haptic) => haptic === 'notification:success')).toEqual([
      'notification:success',
    ]);
  });
});
