import { expect, it, vi } from 'vitest';
import { once } from './once.ts';

it('calls the function once and keeps its first result, even when that is undefined or null', () => {
  const read = vi.fn(() => undefined);
  const cached = once(read);
  expect(cached()).toBeUndefined();
  expect(cached()).toBeUndefined();
  expect(read).toHaveBeenCalledTimes(1);
  let n = 0;
  const counter = once(() => (n += 1));
  expect([counter(), counter()]).toEqual([1, 1]);
});
