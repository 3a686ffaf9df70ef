import { expect, it } from 'vitest';
import { preloadDefaultLocalePlugin } from './vite-preload-locale.ts';

type Handler = (html: string, context: { bundle?: Record<string, unknown> }) => unknown;
const handler = (preloadDefaultLocalePlugin().transformIndexHtml as unknown as { handler: Handler }).handler;

it('preloads the chunk built from the default locale, found by its source', () => {
  const bundle = {
    'assets/index-1.js': { type: 'chunk', fileName: 'assets/index-1.js', facadeModuleId: '/app/src/main.tsx' },
    'assets/ru-2.js': { type: 'chunk', fileName: 'assets/ru-2.js', facadeModuleId: '/app/locales/ru.json' },
    'assets/uz-3.js': { type: 'chunk', fileName: 'assets/uz-3.js', facadeModuleId: '/app/locales/uz.json' },
  };
  expect(handler('', { bundle })).toEqual([
    { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/uz-3.js' }, injectTo: 'head' },
  ]);
});

it('adds nothing when there is no such chunk (the dev server, or the locale bundled into the entry)', () => {
  expect(handler('', {})).toEqual([]);
  expect(handler('', { bundle: { 'a.css': { type: 'asset', fileName: 'a.css' } } })).toEqual([]);
});
