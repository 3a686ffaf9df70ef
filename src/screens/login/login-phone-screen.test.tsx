import { renderWithProviders } from '../../../platform/testing/render-with-providers.tsx';
import { createTestI18n, createTestQueryClient } from '../../shared/testing/test-i18n.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { platformAtom } from '../../../platform/index.ts';
import { createFakePlatform } from '../../../platform/testing/fake-platform.ts';
import { ok } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/client.ts';
import { endpoints } from '../../shared/contract/endpoints.ts';
import { LoginPhoneScreen } from './login-phone-screen.ui.tsx';

vi.mock('../../shared/api/client.ts', async (original) => ({ ...(await original<typeof import('../../shared/api/client.ts')>()), call: vi.fn() }));
const callMock = vi.mocked(call);

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** One edit as a browser makes it: the new raw value, the caret it leaves, then the input event. */
function edit(input: HTMLInputElement, value: string, caret: number, inputType: string): void {
  act(() => {
    setValue?.call(input, value);
    input.setSelectionRange(caret, caret);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType }));
  });
}

function typeKeys(input: HTMLInputElement, keys: string): void {
  for (const key of keys) {
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    edit(input, input.value.slice(0, start) + key + input.value.slice(end), start + key.length, 'insertText');
  }
}

function backspace(input: HTMLInputElement): void {
  const caret = input.selectionStart ?? input.value.length;
  edit(input, input.value.slice(0, caret - 1) + input.value.slice(caret), caret - 1, 'deleteContentBackward');
}

async function setup() {
  const store = createStore();
  const client = createTestQueryClient();
  store.set(queryClientAtom, client);
  const platform = createFakePlatform({ kind: 'browser' });
  store.set(platformAtom, platform);
  const location = memoryLocation({ path: '/login', record: true });
  renderWithProviders(<LoginPhoneScreen />, { store, client, i18n: await createTestI18n(), location });
  const input = screen.getByTestId('login-phone') as HTMLInputElement;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
  return { input, location };
}

describe('LoginPhoneScreen', () => {
  beforeEach(() => {
    callMock.mockReset();
    callMock.mockResolvedValue(ok({ resendIn: 60 }));
    sessionStorage.clear();
  });
  afterEach(cleanup);

  it('typed key by key, the number is the one typed, and the code goes to it', async () => {
    const { input, location } = await setup();
    expect(input.value).toBe('+998 ');
    typeKeys(input, '901234568');
    expect(input.value).toBe('+998 90 123 45 68');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(location.history.at(-1)).toBe('/login/confirm'));
    expect(callMock).toHaveBeenCalledWith(endpoints.sendCode, expect.objectContaining({ body: { phone: '998901234568', type: 'WEB' } }));
  });

  it('edits in the middle keep the caret where the person is typing', async () => {
    const { input } = await setup();
    typeKeys(input, '901234568');
    input.setSelectionRange(11, 11);
    backspace(input);
    expect([input.value, input.selectionStart]).toEqual(['+998 90 124 56 8', 10]);
    typeKeys(input, '7');
    expect([input.value, input.selectionStart]).toEqual(['+998 90 127 45 68', 11]);
  });

  it('Backspace over a space deletes a digit, and the prefix stays', async () => {
    const { input } = await setup();
    typeKeys(input, '901');
    input.setSelectionRange(8, 8);
    backspace(input);
    expect([input.value, input.selectionStart]).toEqual(['+998 91', 6]);
    backspace(input);
    expect([input.value, input.selectionStart]).toEqual(['+998 1', 5]);
    // The caret is at the prefix: more Backspaces leave the prefix and the digit after the caret alone.
    for (let i = 0; i < 5; i += 1) backspace(input);
    expect([input.value, input.selectionStart]).toEqual(['+998 1', 5]);
  });
});
