import { expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { OPENING_SCREEN_SOURCES, SCREEN_TEXT_SOURCES, WIRE_SOURCE } from '../src/app/opening-screens.ts';
import { inlineScriptCode, openingFiles } from './vite-early-requests.ts';

const ROOT = '/app';

/** A chunk of a fake build: its file, the source it was built from, what it imports statically and its CSS. */
function chunk(fileName: string, options: { source?: string; entry?: boolean; imports?: string[]; css?: string[] }) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: options.source ? `${ROOT}/${options.source}` : null,
    isEntry: options.entry ?? false,
    isDynamicEntry: options.source !== undefined && !options.entry,
    imports: options.imports ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  };
}

/**
 * A build where every opening screen and text, and the client's wire, is a lazy chunk; the product screen shares code
 * with the entry and others.
 */
function fakeBundle(without?: string): Rollup.OutputBundle {
  const chunks = [
    chunk('assets/index-1.js', { source: 'src/main.tsx', entry: true, imports: ['assets/app-1.js'] }),
    chunk('assets/app-1.js', {}),
    chunk('assets/screens-1.js', { imports: ['assets/app-1.js'], css: ['assets/screens-1.css'] }),
    ...Object.values<string>({ ...OPENING_SCREEN_SOURCES, ...SCREEN_TEXT_SOURCES })
      .filter((source) => source !== without)
      .map((source, index) =>
        source.endsWith('.tsx')
          ? chunk(`assets/screen-${index}.js`, {
              source,
              imports: ['assets/app-1.js', 'assets/screens-1.js'],
              css: [`assets/screen-${index}.css`],
            })
          : chunk(`assets/text-${index}.js`, { source }),
      ),
    ...(without === WIRE_SOURCE
      ? []
      : [chunk('assets/transport-1.js', { source: WIRE_SOURCE, imports: ['assets/app-1.js'] })]),
  ];
  return Object.fromEntries(chunks.map((one) => [one.fileName, one])) as unknown as Rollup.OutputBundle;
}

it("lists each opening screen's files beyond the page's own, with their CSS, and each language's texts", () => {
  const files = openingFiles(fakeBundle(), ROOT, '/');
  expect(files.screens['/Product/:id']).toEqual({
    js: ['/assets/screen-0.js', '/assets/screens-1.js'],
    css: ['/assets/screen-0.css', '/assets/screens-1.css'],
  });
  expect(Object.keys(files.screens)).toEqual(Object.keys(OPENING_SCREEN_SOURCES));
  expect(files.texts.eng).toEqual({ js: ['/assets/text-7.js'], css: [] });
  expect(files.wire).toEqual({ js: ['/assets/transport-1.js'], css: [] });
  // Under a base path, the addresses carry it.
  expect(openingFiles(fakeBundle(), ROOT, '/shop/').screens['/cart'].js[0]).toBe('/shop/assets/screen-1.js');
});

it('stops the build when a listed screen is no lazy chunk of it', () => {
  expect(() => openingFiles(fakeBundle(OPENING_SCREEN_SOURCES['/search']), ROOT, '/')).toThrow(
    'src/screens/search/search-screen.ui.tsx (src/app/opening-screens.ts) is no lazily loaded chunk of the build',
  );
  expect(() => openingFiles(fakeBundle(WIRE_SOURCE), ROOT, '/')).toThrow(
    `${WIRE_SOURCE} (src/app/opening-screens.ts) is no lazily loaded chunk of the build`,
  );
});

it('writes the script into the page as built, and stops the build when its text would end or change the element', () => {
  expect(inlineScriptCode('(function(){fetch("/api/a")})();\n')).toBe('(function(){fetch("/api/a")})();');
  expect(() => inlineScriptCode('var a="</script><script>alert(1)";')).toThrow(
    'the early script cannot be written into the page: it contains "</script"',
  );
  expect(() => inlineScriptCode(String.raw`var a="<\/script";`)).not.toThrow();
  expect(() => inlineScriptCode('var a="</SCRIPT >";')).toThrow('it contains "</SCRIPT"');
  expect(() => inlineScriptCode('var a="<!--";')).toThrow('it contains "<!--"');
});
