import { act, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen.tsx';
import { lazyScreen } from './lazy-screen.ts';

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
    basket.preload(true);
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
});
