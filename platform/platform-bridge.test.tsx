import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { closingConfirmationAtom, mainButtonAtom, platformAtom, themeAtom } from './atoms.ts';
import { useMainButton } from './hooks.ts';
import { PlatformBridge } from './platform-bridge.tsx';
import { createFakePlatform, type FakePlatform } from './testing/fake-platform.ts';
import { createBrowserPlatform } from './browser/browser-platform.ts';
import { AppRoot } from './ui.ts';

function setup(platform: FakePlatform | ReturnType<typeof createBrowserPlatform>, path = '/', children?: ReactNode) {
  const store = createStore();
  store.set(platformAtom, platform);
  const location = memoryLocation({ path, record: true });
  render(
    <Provider store={store}>
      <AppRoot>
        <Router hook={location.hook}>
          <PlatformBridge browserBackLabel="Back" />
          {children}
        </Router>
      </AppRoot>
    </Provider>,
  );
  return { store, location };
}

function Screen({ action }: { action: () => void }) {
  useMainButton({ text: 'Go to cart (2)', action });
  return <p>screen</p>;
}

describe('platform bridge in Telegram', () => {
  let platform: FakePlatform;
  beforeEach(() => {
    platform = createFakePlatform();
  });

  it('tells Telegram it is ready once', () => {
    setup(platform);
    expect(platform.calls.ready).toBe(1);
  });

  it('drives the native main button from what the screen sets, and runs its action when pressed', () => {
    const action = vi.fn();
    setup(platform, '/', <Screen action={action} />);
    expect(platform.calls.mainButton.at(-1)).toEqual({ text: 'Go to cart (2)', visible: true, enabled: true, progress: false });
    act(() => platform.pressMainButton());
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('shows the back button on inner routes only, and it goes home after a deep link', () => {
    const { location } = setup(platform, '/Product/12');
    expect(platform.calls.backButton.at(-1)).toBe(true);
    act(() => platform.pressBackButton());
    expect(location.history.at(-1)).toBe('/');
    expect(platform.calls.backButton.at(-1)).toBe(false);
  });

  it('turns closing confirmation on and off with the atom', () => {
    const { store } = setup(platform);
    act(() => store.set(closingConfirmationAtom, true));
    act(() => store.set(closingConfirmationAtom, false));
    expect(platform.calls.closing).toEqual([false, true, false]);
  });

  it('follows theme changes live', () => {
    const { store } = setup(platform);
    act(() => platform.setTheme({ dark: true, colors: { bg_color: '#000000' } }));
    expect(store.get(themeAtom)).toEqual({ dark: true, colors: { bg_color: '#000000' } });
  });

  it('renders nothing in the page: the controls are native', () => {
    setup(platform, '/cart', <Screen action={() => undefined} />);
    expect(screen.queryByTestId('browser-main-button')).toBeNull();
    expect(screen.queryByTestId('browser-back')).toBeNull();
  });
});

describe('platform bridge in a browser', () => {
  it('renders the main button as an in-page bar and the back arrow in the header', () => {
    const action = vi.fn();
    const { location, store } = setup(createBrowserPlatform(), '/cart', <Screen action={action} />);
    const button = screen.getByTestId('browser-main-button');
    expect(button.textContent).toContain('Go to cart (2)');
    act(() => button.click());
    expect(action).toHaveBeenCalledTimes(1);
    act(() => screen.getByTestId('browser-back').click());
    expect(location.history.at(-1)).toBe('/');
    expect(store.get(mainButtonAtom).visible).toBe(true);
  });

  it('has no haptics and never asks to confirm closing', () => {
    const browser = createBrowserPlatform();
    expect(() => browser.haptics.impact('heavy')).not.toThrow();
    expect(() => browser.setClosingConfirmation(true)).not.toThrow();
    expect(window.onbeforeunload).toBeNull();
  });
});
