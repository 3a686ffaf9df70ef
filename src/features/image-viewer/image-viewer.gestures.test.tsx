import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  counter,
  hint,
  key,
  loadCurrent,
  openViewer,
  scale,
  setWindowSize,
  stage,
  translate,
} from './image-viewer.setup.tsx';

/** A 1000 x 1000 window: its centre is (500, 500); a 900 x 450 image fits at scale 1. */
beforeEach(() => {
  vi.useFakeTimers();
  setWindowSize();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const nextFrame = () => act(() => vi.advanceTimersByTime(20));
type Pointer = { id: number; x: number; y: number; type?: string };
/** happy-dom's WheelEvent has no clientX/clientY (it is not a MouseEvent there): add them as a browser would. */
function wheel(deltaY: number, clientX: number, clientY: number) {
  const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true });
  Object.defineProperties(event, { clientX: { value: clientX }, clientY: { value: clientY } });
  fireEvent(stage(), event);
  expect(event.defaultPrevented).toBe(true); // the page itself never scrolls or zooms under the viewer
}
const doubleClick = () => fireEvent.doubleClick(stage(), { clientX: 500, clientY: 500 });
const pointer = (name: 'pointerDown' | 'pointerMove' | 'pointerUp', p: Pointer) =>
  fireEvent[name](stage(), { pointerId: p.id, clientX: p.x, clientY: p.y, pointerType: p.type ?? 'touch', button: 0 });

describe('ImageViewer gestures', () => {
  it('zooms one step per 50 ms of wheel, around the cursor', async () => {
    await openViewer();
    loadCurrent();
    doubleClick(); // 2x: 1800 x 900, so there is room to move sideways
    wheel(-100, 700, 500);
    wheel(-100, 700, 500);
    expect(scale()).toBeCloseTo(2.2);
    expect(translate()[0]).toBeCloseTo(-20); // the point 200 px right of centre stays under the cursor
    act(() => vi.advanceTimersByTime(49));
    wheel(-100, 700, 500);
    expect(scale()).toBeCloseTo(2.2);
    act(() => vi.advanceTimersByTime(1));
    wheel(100, 700, 500);
    expect(scale()).toBeCloseTo(2);
    expect(translate()[0]).toBeCloseTo(0);
  });

  it('toggles between fit and 2x on double-click and double-tap', async () => {
    await openViewer();
    loadCurrent();
    doubleClick();
    expect(scale()).toBe(2);
    doubleClick();
    expect(scale()).toBe(1);
    for (let i = 0; i < 2; i += 1) {
      pointer('pointerDown', { id: 1, x: 500, y: 500 });
      pointer('pointerUp', { id: 1, x: 500, y: 500 });
      act(() => vi.advanceTimersByTime(100));
    }
    expect(scale()).toBe(2);
  });

  it('pinches by the ratio of the fingers and snaps back to fit when pinched too small', async () => {
    await openViewer();
    loadCurrent();
    pointer('pointerDown', { id: 1, x: 400, y: 500 });
    pointer('pointerDown', { id: 2, x: 600, y: 500 });
    pointer('pointerMove', { id: 1, x: 300, y: 500 });
    pointer('pointerMove', { id: 2, x: 700, y: 500 });
    expect(scale()).toBe(1); // batched into the next animation frame
    nextFrame();
    expect(scale()).toBe(2);
    pointer('pointerUp', { id: 1, x: 300, y: 500 });
    pointer('pointerUp', { id: 2, x: 700, y: 500 });
    expect(scale()).toBe(2);
    pointer('pointerDown', { id: 3, x: 300, y: 500 });
    pointer('pointerDown', { id: 4, x: 700, y: 500 });
    pointer('pointerMove', { id: 4, x: 320, y: 500 });
    nextFrame();
    expect(scale()).toBeLessThan(1);
    pointer('pointerUp', { id: 3, x: 300, y: 500 });
    pointer('pointerUp', { id: 4, x: 320, y: 500 });
    expect(scale()).toBe(1);
  });

  it('pans a zoomed image, but never beyond its edges', async () => {
    await openViewer();
    loadCurrent();
    doubleClick(); // 1800 x 900 on a 1000 x 1000 window
    pointer('pointerDown', { id: 1, x: 500, y: 500, type: 'mouse' });
    pointer('pointerMove', { id: 1, x: 600, y: 550, type: 'mouse' });
    nextFrame();
    expect(translate()).toEqual([100, 0]); // 900 px tall: stays centred vertically
    pointer('pointerMove', { id: 1, x: 2000, y: 500, type: 'mouse' });
    pointer('pointerUp', { id: 1, x: 2000, y: 500, type: 'mouse' });
    expect(translate()).toEqual([400, 0]); // (1800 - 1000) / 2
    expect(counter()).toBe('1 / 5'); // a pan is not a swipe
  });

  it('swipes to the next and previous image when not zoomed, and a touch pauses the slideshow', async () => {
    await openViewer();
    loadCurrent();
    key(' ');
    pointer('pointerDown', { id: 1, x: 700, y: 500 });
    expect(hint()).toBe('Slideshow paused');
    pointer('pointerMove', { id: 1, x: 560, y: 500 });
    nextFrame();
    expect(translate()[0]).toBe(-140); // follows the finger
    pointer('pointerUp', { id: 1, x: 560, y: 510 });
    expect(counter()).toBe('2 / 5');
    pointer('pointerDown', { id: 2, x: 300, y: 500 });
    pointer('pointerUp', { id: 2, x: 450, y: 500 });
    expect(counter()).toBe('1 / 5');
    pointer('pointerDown', { id: 3, x: 300, y: 500 });
    pointer('pointerUp', { id: 3, x: 330, y: 500 }); // too short
    expect(counter()).toBe('1 / 5');
    act(() => vi.advanceTimersByTime(6000));
    expect(counter()).toBe('1 / 5');
    expect(screen.getByRole('button', { name: 'Start slideshow' })).toBeTruthy();
  });
});
