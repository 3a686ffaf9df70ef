import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithReload, MAX_PRELOADS, queuePreload } from './lazy-screen.ts';

describe('chunk load guard', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reloads the page once when a chunk fails, then lets the error through within 10 s', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    void loadWithReload(failing, 100_000);
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(loadWithReload(failing, 105_000)).rejects.toThrow('dynamically imported');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes a successful load through', async () => {
    await expect(loadWithReload(() => Promise.resolve(42))).resolves.toBe(42);
  });
});

describe('route preloads', () => {
  it('runs at most 4 at once', async () => {
    let active = 0;
    let peak = 0;
    const resolvers: (() => void)[] = [];
    for (let i = 0; i < 9; i += 1) {
      queuePreload(
        () =>
          new Promise<void>((resolve) => {
            active += 1;
            peak = Math.max(peak, active);
            resolvers.push(() => {
              active -= 1;
              resolve();
            });
          }),
      );
    }
    // Each is started in a task of its own.
    await new Promise((r) => setTimeout(r, 0));
    expect(peak).toBe(MAX_PRELOADS);
    while (resolvers.length > 0) {
      resolvers.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(peak).toBe(MAX_PRELOADS);
  });

  it("starts each in a task of its own, none in the caller's", async () => {
    const tasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((task: () => void) => {
      tasks.push(task);
      return 0;
    }) as typeof setTimeout);
    const started: number[] = [];
    for (const id of [1, 2, 3]) queuePreload(() => Promise.resolve(started.push(id)));
    expect(started).toEqual([]);
    expect(tasks).toHaveLength(3);
    for (const [index, task] of tasks.entries()) {
      task();
      await Promise.resolve();
      expect(started).toEqual([1, 2, 3].slice(0, index + 1));
    }
    vi.restoreAllMocks();
  });
});
