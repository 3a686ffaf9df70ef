import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  counter,
  currentImage,
  hint,
  IMAGES,
  key,
  loadCurrent,
  openViewer,
  scale,
  setWindowSize,
} from './image-viewer.setup.tsx';

beforeEach(() => setWindowSize());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ImageViewer', () => {
  it('opens over everything with the start image and the counter, focus on Close, page locked', async () => {
    const { dialog } = await openViewer(IMAGES, 2);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Photo viewer: Plov');
    expect(dialog.parentElement).toBe(document.body); // a portal, out of the app's stacking contexts
    expect(counter()).toBe('3 / 5');
    expect(currentImage().getAttribute('src')).toBe('/img/c.jpg');
    expect(currentImage().alt).toBe('Plov, photo 3 of 5');
    expect(currentImage().getAttribute('decoding')).toBe('async');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('hidden');
    // Only the current image and its neighbours are mounted.
    expect([...dialog.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/img/b.jpg',
      '/img/c.jpg',
      '/img/d.jpg',
    ]);
  });

  it('shows a spinner until the image loads, then fits it to 90% of the window', async () => {
    await openViewer();
    expect(screen.getByRole('progressbar', { name: 'Loading the photo…' })).toBeTruthy();
    loadCurrent(1800, 900);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(scale()).toBeCloseTo(0.5); // 1000 * 0.9 / 1800
    expect(currentImage().style.transform).toContain('translate3d(0px, 0px, 0)');
  });

  it('shows the default picture when an image fails', async () => {
    await openViewer();
    fireEvent.error(currentImage());
    expect(screen.getByRole('img', { name: "Plov, photo 1 of 5. Couldn't load the photo" })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('moves with the arrow keys and the buttons, wrapping around, and closes on Escape', async () => {
    const { opener } = await openViewer();
    key('ArrowRight');
    expect(counter()).toBe('2 / 5');
    expect(currentImage().getAttribute('src')).toBe('/img/b.jpg');
    key('ArrowLeft');
    key('ArrowLeft');
    expect(counter()).toBe('5 / 5');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('1 / 5');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('5 / 5');
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('returns focus to the opener when closed with the Close button', async () => {
    const { opener } = await openViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('zooms by 0.1 of the scale with the buttons and keys, within the clamp, and resets with 0', async () => {
    await openViewer();
    loadCurrent(900, 450);
    expect(scale()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(scale()).toBeCloseTo(1.1);
    expect(hint()).toBe('110%');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(scale()).toBeCloseTo(1);
    key('-');
    expect(scale()).toBeCloseTo(1 / 1.1);
    key('+');
    key('=');
    expect(scale()).toBeCloseTo(1.1);
    key('0');
    expect(scale()).toBe(1);
    for (let i = 0; i < 60; i += 1) key('-');
    expect(scale()).toBe(0.01);
    fireEvent.click(screen.getByRole('button', { name: 'Fit to screen' }));
    expect(scale()).toBe(1);
  });

  it('runs the slideshow every 5000 ms, wrapping, with a hint that lasts 1 s', async () => {
    vi.useFakeTimers();
    await openViewer(IMAGES, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Start slideshow' }));
    expect(hint()).toBe('Slideshow started');
    act(() => vi.advanceTimersByTime(999));
    expect(hint()).toBe('Slideshow started');
    act(() => vi.advanceTimersByTime(1));
    expect(hint()).toBe('');
    act(() => vi.advanceTimersByTime(3999));
    expect(counter()).toBe('4 / 5');
    act(() => vi.advanceTimersByTime(1));
    expect(counter()).toBe('5 / 5');
    act(() => vi.advanceTimersByTime(5000));
    expect(counter()).toBe('1 / 5');
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeTruthy();
    key(' ');
    expect(hint()).toBe('Slideshow paused');
    act(() => vi.advanceTimersByTime(10000));
    expect(counter()).toBe('1 / 5');
    expect(hint()).toBe('');
  });

  it('pauses the slideshow when the user takes over', async () => {
    vi.useFakeTimers();
    await openViewer();
    key(' ');
    expect(hint()).toBe('Slideshow started');
    key('ArrowRight');
    expect(counter()).toBe('2 / 5');
    expect(hint()).toBe('Slideshow paused');
    act(() => vi.advanceTimersByTime(12000));
    expect(counter()).toBe('2 / 5');
    expect(screen.getByRole('button', { name: 'Start slideshow' })).toBeTruthy();
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await openViewer();
    const buttons = [...dialog.querySelectorAll('button')];
    const close = screen.getByRole('button', { name: 'Close' });
    expect(buttons[0]).toBe(close);
    buttons[buttons.length - 1]?.focus();
    key('Tab');
    expect(document.activeElement).toBe(close);
    key('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
  });

  it('shows no counter, arrows or slideshow for a single image', async () => {
    await openViewer(['/img/only.jpg']);
    expect(counter()).toBe('');
    expect(currentImage().alt).toBe('Plov');
    for (const name of ['Next photo', 'Previous photo', 'Start slideshow'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    key('ArrowRight');
    key(' ');
    expect(hint()).toBe('');
  });
});
