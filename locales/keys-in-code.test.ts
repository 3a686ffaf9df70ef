/**
 * Every translation key the code names exists in the locale files (locales.test.ts keeps the three files equal, so a
 * key missing from all three would pass it and show the raw key on screen). Read from the source text, not from a
 * run, so a key on a path no test walks is checked too:
 * - keys passed to `t(...)` / `i18n.t(...)` and `i18nKey`, whatever their section;
 * - any other dotted string whose first part is a locale section (keys kept in objects, tables and props, then
 *   passed to `t`), e.g. `{ key: 'promos.onDelivery' }`;
 * - template keys (`t(\`cart.service.${type}\`)`): their fixed part must be a group of keys.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './all.ts';

const { eng } = MESSAGES;
const LOCALES = MESSAGES as Record<string, unknown>;
/** The source text of every module of the client (tests left out), as Vite reads it. */
const SOURCES = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '/platform/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function node(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (at, part) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[part] : undefined),
      tree,
    );
}
/** A text, or a plural (`key_one`, `key_other`...) as i18next reads `t(key, { count })`. */
const hasText = (tree: unknown, key: string) =>
  typeof node(tree, key) === 'string' ||
  ['_zero', '_one', '_few', '_many', '_other'].some((suffix) => typeof node(tree, key + suffix) === 'string');
const hasGroup = (tree: unknown, key: string) => {
  const group = node(tree, key);
  return typeof group === 'object' && group !== null && Object.keys(group).length > 0;
};

export interface KeyUse {
  file: string;
  key: string;
  kind: 'text' | 'group';
}

/** The keys one source text names. */
export function keysIn(file: string, text: string, sections: ReadonlySet<string>): KeyUse[] {
  const uses: KeyUse[] = [];
  const called = /(?:\bt\(|i18nKey\s*=\s*\{?)\s*(['"])([^'"\n]+)\1/g;
  for (const match of text.matchAll(called)) uses.push({ file, key: match[2] ?? '', kind: 'text' });
  const dotted = /(['"])([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)+)\1/g;
  for (const match of text.matchAll(dotted)) {
    const key = match[2] ?? '';
    if (sections.has(key.split('.')[0] ?? '')) uses.push({ file, key, kind: 'text' });
  }
  const template = /\bt\(\s*`([a-zA-Z0-9_.]+)\.\$\{/g;
  for (const match of text.matchAll(template)) uses.push({ file, key: match[1] ?? '', kind: 'group' });
  return uses;
}

/** The uses whose key is missing from a locale, as `locale: key (file)`. */
export function missingKeys(uses: readonly KeyUse[], locales: Record<string, unknown>): string[] {
  const missing = new Set<string>();
  for (const [name, tree] of Object.entries(locales)) {
    for (const use of uses) {
      const found = use.kind === 'group' ? hasGroup(tree, use.key) : hasText(tree, use.key);
      if (!found) missing.add(`${name}: ${use.key} (${use.file})`);
    }
  }
  return [...missing].sort();
}

describe('translation keys in the code', () => {
  const sections = new Set(Object.keys(eng));
  const uses = Object.entries(SOURCES).flatMap(([file, text]) => keysIn(file, text, sections));

  it('reads the keys the code names (a sanity check on the reading itself)', () => {
    const keys = new Set(uses.map((use) => use.key));
    expect(keys.size).toBeGreaterThan(300);
    expect(keys).toContain('cart.title');
    expect(keys).toContain('address.types');
    expect(keys).toContain('promos.onDelivery');
  });

  it('finds every one of them in every locale', () => {
    expect(missingKeys(uses, LOCALES)).toEqual([]);
  });

  it('reports a key the locales lack, however the code names it', () => {
    const code = [
      "const title = t('cart.nothingHere');",
      "const rows = [{ key: 'orders.noSuchRow' }];",
      '<Trans i18nKey="product.noSuchText" />',
      't(`checkout.noSuchGroup.${type}`);',
      "t('orders.products', { count });",
    ].join('\n');
    expect(missingKeys(keysIn('x.tsx', code, sections), { eng })).toEqual([
      'eng: cart.nothingHere (x.tsx)',
      'eng: checkout.noSuchGroup (x.tsx)',
      'eng: orders.noSuchRow (x.tsx)',
      'eng: product.noSuchText (x.tsx)',
    ]);
  });
});
