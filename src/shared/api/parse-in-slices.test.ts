import { afterEach, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { checkedItems, parseListInSlices, SLICE_MS } from './parse-in-slices.ts';

const Item = v.object({ id: v.number(), name: v.string() });

afterEach(() => vi.restoreAllMocks());

it('gives the same items as checking the whole list at once', async () => {
  const items = Array.from({ length: 500 }, (_, id) => ({ id, name: `dish ${id}`, extra: true }));
  const result = await parseListInSlices(items, Item, 'GET /menu');
  expect(result.ok && result.data).toEqual(v.parse(v.array(Item), items));
});

it('fails with a contract error naming the first item that does not fit', async () => {
  const result = await parseListInSlices([{ id: 1, name: 'a' }, { id: '2', name: 'b' }, { id: 3 }], Item, 'GET /menu');
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.kind).toBe('contract');
  expect(result.error.code).toBe('CONTRACT_MISMATCH');
  expect(result.error.message).toMatch(/GET \/menu: item 1/);
});

it('hands the main thread back whenever a stretch of checking has lasted SLICE_MS', async () => {
  let now = 0;
  // Every item takes 10 ms to check: a new task every SLICE_MS / 10 items.
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 10) - 10);
  const timeouts = vi.spyOn(globalThis, 'setTimeout');
  const items = Array.from({ length: 30 }, (_, id) => ({ id, name: 'x' }));
  const result = await parseListInSlices(items, Item, 'GET /menu');
  expect(result.ok).toBe(true);
  expect(timeouts.mock.calls.length).toBeGreaterThanOrEqual(Math.floor((30 * 10) / SLICE_MS) - 1);
});

it('takes items checked already by the same schema as they are, and checks the others', async () => {
  // Marked as checked by Item, though they would not pass it: taken without a check.
  const marked = [{ id: 1 }, { id: 2 }];
  for (const item of marked) checkedItems.set(item, Item);
  const taken = await parseListInSlices(marked, Item, 'GET /menu');
  expect(taken.ok && taken.data).toEqual(marked);
  // Checked by another schema, or not at all: checked here.
  const other = { id: 3 };
  checkedItems.set(other, v.object({ id: v.number() }));
  const checked = await parseListInSlices([{ id: 0, name: 'a' }, other], Item, 'GET /menu');
  expect(!checked.ok && checked.error.message).toMatch(/GET \/menu: item 1/);
});
