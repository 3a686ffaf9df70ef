import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { memo, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { closingConfirmationAtom, mainButtonAtom, platformAtom, themeAtom } from './atoms.ts';
import { useMainButton, useScreenLoading, useSecondaryButton } from './hooks.ts';
import { MainButtonScope } from './main-button-scope.tsx';
import { BrowserActionBar, PlatformBridge } from './platform-bridge.tsx';
import { createFakePlatform, type FakePlatform } from './testing/fake-platform.ts';
import { createBrowserPlatform } from './browser/browser-platform.ts';
import { AppRoot } from '@telegram-apps/telegram-ui';

afterEach(cleanup);

function setup(platform: FakePlatform | ReturnType<typeof createBrowserPlatform>, path = '/', children?: ReactNode) {
  const store = createStore();
  store.set(platformAtom, platform);
  const location = memoryLocation({ path, record: true });
  render(
    <Provider store={store}>
      <AppRoot>
        <Router hook={location.hook}>
          <PlatformBridge browserBackLabel="Back" />
          <main data-testid="page">{children}</main>
          <BrowserActionBar />
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

  it('gives the secondary button back to the screen under a pop-up that held it hidden, when the pop-up closes', () => {
    function Basket() {
      useSecondaryButton({ text: 'To the menu', action: () => undefined });
      return null;
    }
    function PopUp() {
      useSecondaryButton(null);
      return null;
    }
    function Page() {
      const [popUp, setPopUp] = useState(false);
      return (
        <>
          <Basket />
          {popUp && <PopUp />}
          <button type="button" onClick={() => setPopUp((open) => !open)}>
            pop-up
          </button>
        </>
      );
    }
    setup(platform, '/cart', <Page />);
    expect(platform.calls.secondaryButton.at(-1)).toEqual({ text: 'To the menu', visible: true });
    act(() => screen.getByRole('button', { name: 'pop-up' }).click());
    expect(platform.calls.secondaryButton.at(-1)).toMatchObject({ visible: false });
    act(() => screen.getByRole('button', { name: 'pop-up' }).click());
    expect(platform.calls.secondaryButton.at(-1)).toEqual({ text: 'To the menu', visible: true });
  });

  it('tells Telegram it is ready once', () => {
    setup(platform);
    expect(platform.calls.ready).toBe(1);
  });

  it('drives the native main button from what the screen sets, and runs its action when pressed', () => {
    const action = vi.fn();
    setup(platform, '/', <Screen action={action} />);
    expect(platform.calls.mainButton.at(-1)).toEqual({
      text: 'Go to cart (2)',
      visible: true,
      enabled: true,
      progress: false,
      colors: null,
    });
    act(() => platform.pressMainButton());
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('sends the main button again at once when the theme changes live, on the same screen', () => {
    setup(platform, '/', <Screen action={vi.fn()} />);
    const sent = platform.calls.mainButton.length;
    act(() => platform.setTheme({ dark: true, colors: { bg_color: '#17212b' } }));
    expect(platform.calls.mainButton.length).toBeGreaterThan(sent);
    expect(platform.calls.mainButton.at(-1)).toMatchObject({ text: 'Go to cart (2)', visible: true });
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

  it('a screen inside a sheet or pop-up still drives the native main button', () => {
    const action = vi.fn();
    const { store } = setup(
      platform,
      '/',
      <MainButtonScope>
        <Screen action={action} />
      </MainButtonScope>,
    );
    expect(platform.calls.mainButton.at(-1)).toMatchObject({ text: 'Go to cart (2)', visible: true });
    expect(store.get(mainButtonAtom).visible).toBe(true);
    expect(screen.queryByTestId('browser-main-button')).toBeNull();
    act(() => platform.pressMainButton());
    expect(action).toHaveBeenCalledTimes(1);
  });
  it('a layer holds the native button over the page, and gives it back when it closes, though the page never renders', () => {
    const pageAction = vi.fn();
    const layerAction = vi.fn();
    const pageRendered = vi.fn();
    const StablePage = memo(function StablePage() {
      pageRendered();
      useMainButton({ text: 'Go to cart (2)', action: pageAction });
      return null;
    });
    function Layer() {
      useMainButton({ text: 'Add · 30 000', action: layerAction });
      return null;
    }
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <StablePage />
          <button type="button" data-testid="toggle" onClick={() => setOpen((o) => !o)} />
          {open && (
            <MainButtonScope>
              <Layer />
            </MainButtonScope>
          )}
        </>
      );
    }
    setup(platform, '/', <Harness />);
    act(() => screen.getByTestId('toggle').click());
    expect(platform.calls.mainButton.at(-1)).toMatchObject({ text: 'Add · 30 000', visible: true });
    act(() => platform.pressMainButton());
    expect(layerAction).toHaveBeenCalledTimes(1);
    act(() => screen.getByTestId('toggle').click());
    expect(pageRendered).toHaveBeenCalledTimes(1);
    expect(platform.calls.mainButton.at(-1)).toMatchObject({ text: 'Go to cart (2)', visible: true, enabled: true });
    act(() => platform.pressMainButton());
    expect(pageAction).toHaveBeenCalledTimes(1);
    expect(layerAction).toHaveBeenCalledTimes(1);
  });

  it('a layer stays in force over a page whose screen comes after it (a reload under a pop-up)', () => {
    function Page() {
      useMainButton({ text: 'Go to cart (2)', action: () => undefined });
      return null;
    }
    function Layer() {
      useMainButton({ text: 'Add · 30 000', action: () => undefined });
      return null;
    }
    // The same element on every render of the harness: the layer does not render again when the page comes.
    const layer = (
      <MainButtonScope>
        <Layer />
      </MainButtonScope>
    );
    function Harness() {
      const [pageIn, setPageIn] = useState(false);
      return (
        <>
          {pageIn && <Page />}
          <button type="button" data-testid="page-in" onClick={() => setPageIn(true)} />
          {layer}
        </>
      );
    }
    setup(platform, '/', <Harness />);
    act(() => screen.getByTestId('page-in').click());
    expect(platform.calls.mainButton.at(-1)).toMatchObject({ text: 'Add · 30 000' });
  });

  it("a press runs the screen's latest action, and the button keeps one action for the screen's whole life", () => {
    const first = vi.fn();
    const second = vi.fn();
    function Switching() {
      const [action, setAction] = useState(() => first);
      useMainButton({ text: 'Save', action });
      return <button type="button" data-testid="switch" onClick={() => setAction(() => second)} />;
    }
    const { store } = setup(platform, '/', <Switching />);
    const before = store.get(mainButtonAtom).action;
    act(() => screen.getByTestId('switch').click());
    expect(store.get(mainButtonAtom).action).toBe(before);
    act(() => platform.pressMainButton());
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('when its last holder goes, the button is kept, disabled and loading, while the next screen is on its way', () => {
    function Loading() {
      useScreenLoading();
      return null;
    }
    function Harness() {
      const [step, setStep] = useState<'page' | 'loading' | 'next'>('page');
      return (
        <>
          {step === 'page' && <Screen action={() => undefined} />}
          {step === 'loading' && <Loading />}
          {step === 'next' && <p>next</p>}
          <button type="button" data-testid="step" onClick={() => setStep(step === 'page' ? 'loading' : 'next')} />
        </>
      );
    }
    setup(platform, '/', <Harness />);
    act(() => screen.getByTestId('step').click());
    expect(platform.calls.mainButton.at(-1)).toMatchObject({
      text: 'Go to cart (2)',
      visible: true,
      enabled: false,
      progress: true,
    });
    act(() => screen.getByTestId('step').click());
    expect(platform.calls.mainButton.at(-1)).toMatchObject({ visible: false });
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

  it('puts the bar and its spacer after the page, so the room is added at the end and nothing above moves', () => {
    setup(createBrowserPlatform(), '/', <Screen action={() => undefined} />);
    const page = screen.getByTestId('page');
    const spacer = document.querySelector('.browser-action-bar__spacer');
    expect(spacer).not.toBeNull();
    expect(page.compareDocumentPosition(spacer as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a screen inside a sheet or pop-up gets a button of its own there; the page bar keeps what the page set', () => {
    const pageAction = vi.fn();
    const layerAction = vi.fn();
    function LayerScreen() {
      useMainButton({ text: 'Add to basket', action: layerAction });
      return null;
    }
    const { store } = setup(
      createBrowserPlatform(),
      '/',
      <>
        <Screen action={pageAction} />
        <div data-testid="layer">
          <MainButtonScope>
            <LayerScreen />
          </MainButtonScope>
        </div>
      </>,
    );
    expect(store.get(mainButtonAtom).text).toBe('Go to cart (2)');
    const inLayer = screen
      .getByTestId('layer')
      .querySelector('[data-testid="browser-main-button"]') as HTMLButtonElement;
    expect(inLayer.textContent).toContain('Add to basket');
    act(() => inLayer.click());
    expect(layerAction).toHaveBeenCalledTimes(1);
    expect(pageAction).not.toHaveBeenCalled();
  });

  it('has no haptics and never asks to confirm closing', () => {
    const browser = createBrowserPlatform();
    expect(() => browser.haptics.impact('heavy')).not.toThrow();
    expect(() => browser.setClosingConfirmation(true)).not.toThrow();
    expect(window.onbeforeunload).toBeNull();
  });
});
