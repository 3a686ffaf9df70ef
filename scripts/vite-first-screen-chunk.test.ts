import { describe, expect, it } from 'vitest';
import { firstScreenGroup } from './vite-first-screen-chunk.ts';

/** Runs the plugin's graph walk over a fake module graph (id -> static imports). */
function walk(graph: Record<string, string[]>) {
  return walked(graph).inGroup;
}

function walked(graph: Record<string, string[]>, code: Record<string, string> = {}) {
  const { plugin, group, sharedByScreens } = firstScreenGroup();
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id], code: code[id] ?? null } : null),
  };
  (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
  return { inGroup: (id: string) => group.test(id), shared: (id: string) => sharedByScreens.test(id) };
}

const kit = Array.from({ length: 50 }, (_, index) => `/p/node_modules/kit/dist/c${index}.js`);

describe('the first-screen chunk group', () => {
  it('takes what the entry reaches by static imports, and nothing that only a lazy screen imports', () => {
    const inGroup = walk({
      '/p/src/main.tsx': ['/p/src/app.tsx', '/p/node_modules/react/index.js'],
      '/p/src/app.tsx': ['/p/src/shared/a.ts'],
      '/p/src/shared/a.ts': [],
      '/p/node_modules/react/index.js': [],
      '/p/src/screens/lazy.tsx': ['/p/src/shared/b.ts'],
      '/p/src/shared/b.ts': [],
    });
    expect(
      ['/p/src/main.tsx', '/p/src/app.tsx', '/p/src/shared/a.ts', '/p/node_modules/react/index.js'].every(inGroup),
    ).toBe(true);
    expect(inGroup('/p/src/screens/lazy.tsx')).toBe(false);
    expect(inGroup('/p/src/shared/b.ts')).toBe(false);
  });

  it("does not walk through a library's barrel index into every component it re-exports", () => {
    const inGroup = walk({
      '/p/src/main.tsx': ['/p/node_modules/kit/dist/index.js', '/p/node_modules/small/index.js'],
      '/p/node_modules/kit/dist/index.js': kit,
      '/p/node_modules/small/index.js': ['/p/node_modules/small/part.js'],
      '/p/node_modules/small/part.js': [],
      ...Object.fromEntries(kit.map((id) => [id, []])),
    });
    expect(inGroup('/p/node_modules/kit/dist/index.js')).toBe(true);
    expect(kit.some(inGroup)).toBe(false);
    expect(inGroup('/p/node_modules/small/part.js')).toBe(true);
  });

  it('does not walk through an index that only re-exports, however few modules it names', () => {
    const graph = {
      '/p/src/main.tsx': ['/p/node_modules/kit/dist/index.js', '/p/node_modules/lib/index.js'],
      '/p/node_modules/kit/dist/index.js': ['/p/node_modules/kit/dist/form/index.js'],
      '/p/node_modules/kit/dist/form/index.js': ['/p/node_modules/kit/dist/form/check.js'],
      '/p/node_modules/kit/dist/form/check.js': [],
      '/p/node_modules/lib/index.js': ['/p/node_modules/lib/core.js'],
      '/p/node_modules/lib/core.js': [],
    };
    const { inGroup } = walked(graph, {
      '/p/node_modules/kit/dist/index.js': 'export * from "./form";\n\n//# sourceMappingURL=index.js.map',
      '/p/node_modules/kit/dist/form/index.js':
        '/* the form */\nexport { Check } from "./check";\nexport { Check as Box } from "./check";',
      '/p/node_modules/lib/index.js':
        'import { core } from "./core.js";\nexport default core();\nexport * from "./core.js";',
    });
    expect(inGroup('/p/node_modules/kit/dist/index.js')).toBe(true);
    expect(inGroup('/p/node_modules/kit/dist/form/index.js')).toBe(false);
    expect(inGroup('/p/node_modules/kit/dist/form/check.js')).toBe(false);
    // a library's index with code of its own is walked through as any module
    expect(inGroup('/p/node_modules/lib/core.js')).toBe(true);
  });

  it('offers the rest, but the languages, to the chunk of code the lazy screens share', () => {
    const { shared } = walked({
      '/p/src/main.tsx': ['/p/src/app.tsx'],
      '/p/src/app.tsx': [],
      '/p/src/shared/b.ts': [],
      '/p/locales/ru.json': [],
    });
    expect(shared('/p/src/shared/b.ts')).toBe(true);
    expect(shared('/p/src/app.tsx')).toBe(false);
    expect(shared('/p/locales/ru.json')).toBe(false);
  });
});
