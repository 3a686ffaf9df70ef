import { act, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen.tsx';
import { useHeldDrawing } from '@/shared/ui/held-drawing.ts';
import { lazyScreen } from './lazy-screen.ts';
import { ScreenBoundary } from './screen-boundary.tsx';

/**
 * What a screen saw of the page when React built it: whether the loading page was on it. The suspense fallback of
 * these tests is a plain line, so a loading page there can only be the one held for the opening screen.
 */
const seen: boolean[] = [];
function Basket() {
  seen.push(document.querySelector('.page-loading') !== null);
  return <h1>Basket</h1>;
}

function Page({ screen: opened }: { screen: ReturnType<typeof lazyScreen> }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        toggle
      </button>
      <Suspense fallback={<p>code on its way</p>}>{shown && <opened.Component />}</Suspense>
    </>
  );
}

const basketScreen = () => lazyScreen(() => Promise.resolve({ Basket }), 'Basket');

describe('the screen a page opens on', () => {
  it('is drawn after the loading page, in a render of its own (a transition), and only the first time', async () => {
    seen.length = 0;
    const basket = basketScreen();
    void basket.preload(true);
    await renderScreen({ element: <Page screen={basket} /> });
    await screen.findByRole('heading', { name: 'Basket' });
    expect(seen[0]).toBe(true);
    expect(document.querySelector('.page-loading')).toBeNull();
    // Opened again on the same page (back to it later): drawn at once.
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    await screen.findByRole('heading', { name: 'Basket' });
    expect(seen.at(-1)).toBe(false);
  });

  it('is not held when it is not the one the page opened on', async () => {
    seen.length = 0;
    await renderScreen({ element: <Page screen={basketScreen()} /> });
    await screen.findByRole('heading', { name: 'Basket' });
    expect(seen.every((loading) => !loading)).toBe(true);
  });

  it('with its own frame, is drawn as that frame first, whose elements stay when the rest comes', async () => {
    const frames: boolean[] = [];
    function Checkout() {
      const held = useHeldDrawing();
      frames.push(held);
      return (
        <main>
          <h1>Checkout</h1>
          {held ? <p>grey blocks</p> : <p>the form</p>}
        </main>
      );
    }
    const checkout = lazyScreen(() => Promise.resolve({ Checkout }), 'Checkout', { ownFrame: true });
    void checkout.preload(true);
    await renderScreen({ element: <Page screen={checkout} /> });
    const title = await screen.findByRole('heading', { name: 'Checkout' });
    await screen.findByText('the form');
    expect(frames[0]).toBe(true);
    expect(frames.at(-1)).toBe(false);
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBe(title);
    expect(document.querySelector('.page-loading')).toBeNull();
  });
});

describe('a screen whose code has come', () => {
  it('is drawn at once, its suspense fallback never shown', async () => {
    const basket = basketScreen();
    await basket.preload(true);
    const fallbacks: string[] = [];
    function Fallback() {
      fallbacks.push('shown');
      return <p>code on its way</p>;
    }
    await renderScreen({
      element: (
        <Suspense fallback={<Fallback />}>
          <basket.Component />
        </Suspense>
      ),
    });
    await screen.findByRole('heading', { name: 'Basket' });
    expect(fallbacks).toEqual([]);
  });
});

describe('a screen whose code could not come', () => {
  it('never reloads the page over a fetch ahead, and is asked for again when drawn after a failure', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    let reachable = false;
    let loads = 0;
    const flaky = lazyScreen(() => {
      loads += 1;
      return reachable ? Promise.resolve({ Basket }) : Promise.reject(new Error('Failed to fetch'));
    }, 'Basket');
    // Fetched ahead while the page settled, the server out of reach: dropped, no reload.
    flaky.preload();
    await vi.waitFor(() => expect(loads).toBe(1));
    expect(reload).not.toHaveBeenCalled();
    // Opened offline: the error page, not a reload.
    online.mockReturnValue(false);
    await renderScreen({
      element: (
        <ScreenBoundary>
          <Page screen={flaky} />
        </ScreenBoundary>
      ),
    });
    await screen.findByTestId('error-screen');
    const failedLoads = loads;
    expect(failedLoads).toBeGreaterThan(1);
    // Its retry asks for the code again, and the screen comes.
    online.mockReturnValue(true);
    reachable = true;
    act(() => screen.getByTestId('error-retry').click());
    await screen.findByRole('heading', { name: 'Basket' });
    expect(loads).toBe(failedLoads + 1);
    expect(reload).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
