import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MESSAGES, MESSAGES, SCREEN_MESSAGES } from './all.ts';

const { uz, ru, eng } = MESSAGES;

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
function leaf(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('locales', () => {
  const all = { uz, ru, eng };
  const union = [...new Set(Object.values(all).flatMap((tree) => keys(tree)))].sort();

  it.each(Object.entries(all))('%s has every key and no empty text', (_name, tree) => {
    const own = new Set(keys(tree));
    expect(union.filter((key) => !own.has(key))).toEqual([]);
    for (const key of own) expect(String(leaf(tree, key)).trim(), key).not.toBe('');
  });

  it('uses the same placeholders in every language', () => {
    for (const key of union) {
      const expected = placeholders(String(leaf(uz, key)));
      expect(placeholders(String(leaf(ru, key))), `ru ${key}`).toEqual(expected);
      expect(placeholders(String(leaf(eng, key))), `eng ${key}`).toEqual(expected);
    }
  });

  it('keeps each section in one part: the first screen or the later screens', () => {
    for (const [language, first] of Object.entries(FIRST_SCREEN_MESSAGES)) {
      const later = SCREEN_MESSAGES[language as keyof typeof SCREEN_MESSAGES];
      expect(
        Object.keys(first).filter((section) => section in later),
        language,
      ).toEqual([]);
      expect(Object.keys(later).sort(), language).toEqual(Object.keys(SCREEN_MESSAGES.uz).sort());
    }
  });
});
