import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, SETTLE_CAP_MS, whenSettled } from './when-settled.ts';

/** A PerformanceObserver whose 'resource' entries the test announces. */
class FakeObserver {
  static current: FakeObserver | null = null;
  constructor(private readonly callback: () => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    if (FakeObserver.current === this) FakeObserver.current = null;
  }
  /** A resource finished loading. */
  static resourceDone() {
    FakeObserver.current?.callback();
  }
}

describe('whenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    // No idle callback in the test DOM: the task runs as soon as the network is quiet.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeObserver.current = null;
  });

  it('runs in the window it was set up in, even once the global is gone (a test page torn down)', () => {
    const fn = vi.fn();
    whenSettled(fn);
    vi.stubGlobal('window', undefined);
    expect(() => vi.advanceTimersByTime(QUIET_MS)).not.toThrow();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does not throw when its window has been taken apart before its time (a test page torn down)', () => {
    const fn = vi.fn();
    whenSettled(fn);
    const own = Object.getOwnPropertyDescriptor(window, 'removeEventListener');
    Object.defineProperty(window, 'removeEventListener', { value: undefined, configurable: true, writable: true });
    try {
      expect(() => vi.advanceTimersByTime(QUIET_MS)).not.toThrow();
    } finally {
      if (own) Object.defineProperty(window, 'removeEventListener', own);
      else delete (window as unknown as Record<string, unknown>).removeEventListener;
    }
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits until no resource has finished for the quiet time', () => {
    const fn = vi.fn();
    whenSettled(fn);
    vi.advanceTimersByTime(QUIET_MS - 100);
    FakeObserver.resourceDone(); // a picture arrives: the quiet time starts again
    vi.advanceTimersByTime(QUIET_MS - 100);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(FakeObserver.current).toBeNull();
  });

  it('runs at the cap on a page that never goes quiet, and only once', () => {
    const fn = vi.fn();
    whenSettled(fn);
    for (let elapsed = 0; elapsed < SETTLE_CAP_MS; elapsed += QUIET_MS / 2) {
      expect(fn).not.toHaveBeenCalled();
      FakeObserver.resourceDone();
      vi.advanceTimersByTime(QUIET_MS / 2);
    }
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SETTLE_CAP_MS * 2);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when the page is still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const fn = vi.fn();
    whenSettled(fn);
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(fn).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(QUIET_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, and swallows what the task throws', () => {
    const cancelled = vi.fn();
    whenSettled(cancelled)();
    const throwing = vi.fn(() => {
      throw new Error('broken');
    });
    whenSettled(throwing);
    vi.advanceTimersByTime(SETTLE_CAP_MS);
    expect(cancelled).not.toHaveBeenCalled();
    expect(throwing).toHaveBeenCalledTimes(1);
  });
});
