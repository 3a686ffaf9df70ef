import type { Plugin } from 'vite';

/** A package's index that re-exports a whole kit (telegram-ui's components, the icon set) imports more than this. */
const BARREL_IMPORTS = 40;

/** Statements that only pass on another module's exports: `export * from '…'`, `export { a, b as c } from '…'`. */
const RE_EXPORT = /^export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(['"])[^'"]+\1\s*;?$/;

/**
 * A library's barrel: an index that imports many modules, or one whose code only re-exports others (telegram-ui's
 * index leads to one per kind of component, each of which leads to the components: a few imports each).
 */
function isBarrel(code: string | null | undefined, imports: number): boolean {
  if (imports > BARREL_IMPORTS) return true;
  if (!code || imports === 0) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split(/;|\n/)
    .map((statement) => statement.trim())
    .filter(Boolean);
  return statements.length > 0 && statements.every((statement) => RE_EXPORT.test(statement));
}

/**
 * The first screen in one chunk. Left to itself the bundler cuts the modules the entry imports statically into a
 * chunk per set of lazy screens that share them (19 files before the menu could paint). Over HTTP/1.1 a browser
 * fetches six at a time, each a round trip of its own, so on a phone's network the count costs more than the bytes.
 *
 * `firstScreenGroup()` gives the group for `output.codeSplitting.groups` and the plugin that fills it: at the end of
 * the module graph, the plugin walks the static imports from the entry (`index.html`'s script) and records every
 * module reached; the group's test takes exactly those. What lazy screens alone import stays in their own chunks, and
 * what most of them share is one more chunk (`sharedByScreens`).
 * The walk does not go through a library's barrel index (an import of `Button` from the kit's index would otherwise
 * bring every component and icon the lazy screens use into the first screen): the bundler resolves what the first
 * screen really takes from it to the component modules themselves and places them with their importers. A barrel is
 * an index of many imports (the icon set's), or one that only re-exports: telegram-ui's leads through one index per
 * kind of component, a few imports each, and walking through those put the forms, tabs, cells and avatars of the lazy
 * screens in the first screen (4.2 KB gzip).
 */
export function firstScreenGroup(options: { entry?: RegExp; name?: string } = {}): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean; priority: number };
  /**
   * The code five or more lazy screens share, outside the first screen (the kit's common parts, the shared screen
   * furniture), as one chunk that every screen finds loaded once one has come. Code fewer screens share stays apart as
   * the bundler splits it, so a screen opened first loads little more than its own code: over HTTP/2, as a deployment
   * serves it, a file costs no round trip of its own, only its bytes (a dish's page 13 KB less than with all shared code
   * in this chunk; docs/performance.md, fourteenth pass).
   */
  sharedByScreens: { name: string; test: (id: string) => boolean; minShareCount: number; priority: number };
} {
  const entry = options.entry ?? /[\\/]src[\\/]main\.tsx$/;
  const firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: 'storefront:first-screen-chunk',
    apply: 'build',
    buildEnd() {
      firstScreen.clear();
      const queue = [...this.getModuleIds()].filter((id) => entry.test(id));
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (firstScreen.has(id)) continue;
        firstScreen.add(id);
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        if (/[\\/]node_modules[\\/]/.test(id) && isBarrel(this.getModuleInfo(id)?.code, imported.length)) continue;
        for (const next of imported) if (!firstScreen.has(next)) queue.push(next);
      }
    },
  };
  return {
    plugin,
    group: { name: options.name ?? 'app', test: (id) => firstScreen.has(id), priority: 10 },
    sharedByScreens: {
      name: 'screens',
      // The languages stay a chunk each: a visitor loads only theirs.
      test: (id) => !firstScreen.has(id) && !/[\\/]locales[\\/]/.test(id),
      minShareCount: 5,
      priority: 5,
    },
  };
}
