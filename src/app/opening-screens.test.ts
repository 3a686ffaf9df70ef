import { expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths.ts';
import { OPENING_SCREEN_SOURCES, SCREEN_TEXT_SOURCES, WIRE_SOURCE, openingPatternOf } from './opening-screens.ts';

// The project's files these name, as the bundler sees them (keys are root-relative: '/src/...').
const sources = new Set(
  Object.keys(
    import.meta.glob(['/src/screens/**/*.tsx', '/locales/screens/*.json', '/src/shared/api/transport.ts']),
  ).map((key) => key.slice(1)),
);

it('names routes of the route table and files that exist', () => {
  const patterns: string[] = Object.values(paths.pattern);
  for (const [pattern, source] of Object.entries(OPENING_SCREEN_SOURCES)) {
    expect(patterns).toContain(pattern);
    expect(sources.has(source), source).toBe(true);
  }
  for (const source of [...Object.values(SCREEN_TEXT_SOURCES), WIRE_SOURCE])
    expect(sources.has(source), source).toBe(true);
});

it('finds the opening screen of a path, and none for the home page or another route', () => {
  expect(openingPatternOf(paths.product(12))).toBe('/Product/:id');
  expect(openingPatternOf(paths.order(3))).toBe('/orders/:id');
  expect(openingPatternOf(paths.cart)).toBe('/cart');
  expect(openingPatternOf(paths.home)).toBeNull();
  expect(openingPatternOf(paths.orders)).toBeNull();
  expect(openingPatternOf('/Product/12/extra')).toBeNull();
});
