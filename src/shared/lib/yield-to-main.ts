/**
 * Gives the main thread back for a moment: `scheduler.yield()` where the browser has it (the rest then runs before
 * other queued work of its priority), else a new task. Long work cut at these points never blocks a tap or a paint
 * for long.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `fn` once the next frame has been painted: in a task queued from that frame's animation callback. */
export function afterNextPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0));
}
