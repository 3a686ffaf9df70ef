import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PIECE_CHARS, readStoredInPieces, writeStoredInPieces } from './storage.ts';

const Schema = v.object({ text: v.string(), n: v.number() });
/** A value whose JSON spans `pieces` pieces and a bit. */
const large = (pieces: number, n = 1) => ({ text: 'ё'.repeat(PIECE_CHARS * pieces + 10), n });
const keys = () => Object.keys(window.localStorage).sort();
const leave = () => window.dispatchEvent(new Event('pagehide'));

/** Idle periods run by hand, each with no time to spare: one step of a write each. */
let idle: ((deadline: IdleDeadline) => void)[] = [];
const runIdle = () => {
  const due = idle;
  idle = [];
  for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 0 });
};

beforeEach(() => {
  window.localStorage.clear();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void) => idle.push(callback));
});
afterEach(() => {
  leave();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a large value kept in pieces', () => {
  it('is written a piece per idle period, readable only once whole, and read back as it was', () => {
    const value = large(3);
    writeStoredInPieces('menu', value);
    expect(keys()).toEqual([]);
    while (idle.length > 0) {
      expect(readStoredInPieces('menu', Schema)).toBeNull();
      const before = keys().length;
      runIdle();
      expect(keys().length - before).toBeLessThanOrEqual(1);
    }
    expect(keys()).toEqual(['menu', 'menu.0', 'menu.1', 'menu.2', 'menu.3']);
    const pieces = keys()
      .slice(1)
      .map((key) => window.localStorage.getItem(key)?.length);
    expect(pieces).toEqual([PIECE_CHARS, PIECE_CHARS, PIECE_CHARS, JSON.stringify(value).length - 3 * PIECE_CHARS]);
    expect(readStoredInPieces('menu', Schema)).toEqual(value);
  });

  it('is written at once when the page is left', () => {
    writeStoredInPieces('menu', large(2));
    leave();
    expect(readStoredInPieces('menu', Schema)).toEqual(large(2));
    expect(idle).toHaveLength(1);
    runIdle(); // the idle period asked for before finds nothing left to do
    expect(keys()).toEqual(['menu', 'menu.0', 'menu.1', 'menu.2']);
  });

  it('takes the newest value given while a write is under way, and leaves no piece of a longer one', () => {
    writeStoredInPieces('menu', large(4, 1));
    leave();
    writeStoredInPieces('menu', large(1, 2));
    runIdle();
    runIdle();
    writeStoredInPieces('menu', large(1, 3));
    while (idle.length > 0) runIdle();
    expect(readStoredInPieces('menu', Schema)).toEqual(large(1, 3));
    expect(keys()).toEqual(['menu', 'menu.0', 'menu.1']);
  });

  it('reads as nothing when a write never ended or a piece is gone', () => {
    writeStoredInPieces('menu', large(2));
    leave();
    window.localStorage.removeItem('menu.1');
    expect(readStoredInPieces('menu', Schema)).toBeNull();
    window.localStorage.setItem('menu.1', 'x');
    expect(readStoredInPieces('menu', Schema)).toBeNull();
  });

  it('leaves nothing behind when storage is full half-way', () => {
    const room = 2.5 * PIECE_CHARS;
    const items = new Map<string, string>([['other', '1']]);
    const used = () => [...items].reduce((sum, [key, text]) => sum + key.length + text.length, 0);
    const small: Storage = {
      get length() {
        return items.size;
      },
      key: (index) => [...items.keys()][index] ?? null,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, text) => {
        if (used() - (items.get(key)?.length ?? 0) + text.length > room)
          throw new DOMException('full', 'QuotaExceededError');
        items.set(key, text);
      },
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
    };
    vi.stubGlobal('localStorage', small);
    expect(window.localStorage).toBe(small);
    writeStoredInPieces('menu', large(3));
    leave();
    expect([...items.keys()]).toEqual(['other']);
    expect(readStoredInPieces('menu', Schema)).toBeNull();
  });

  it('reads a value kept whole by an earlier build as nothing, and forgets it', () => {
    window.localStorage.setItem('menu', JSON.stringify({ text: 'old', n: 1 }));
    expect(readStoredInPieces('menu', Schema)).toBeNull();
    expect(keys()).toEqual([]);
  });

  it('holds the same text as JSON.stringify of the value, whatever the value', () => {
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constant(undefined),
      fc.constant(() => 1),
      fc.date({ noInvalidDate: true }),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 120 }),
    );
    const level = (inner: fc.Arbitrary<unknown>) =>
      fc.oneof(fc.dictionary(fc.string(), inner), fc.array(inner, { minLength: 30, maxLength: 130 }), inner);
    fc.assert(
      fc.property(fc.dictionary(fc.string(), level(level(value))), (kept) => {
        writeStoredInPieces('menu', kept);
        leave();
        const index = JSON.parse(window.localStorage.getItem('menu') ?? '{}') as { pieces: number };
        const pieces = Array.from({ length: index.pieces }, (_, i) => window.localStorage.getItem(`menu.${i}`));
        expect(pieces.join('')).toBe(JSON.stringify(kept));
      }),
      { numRuns: 40 },
    );
  });
});
