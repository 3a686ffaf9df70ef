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
 * what several of them share is one more chunk (`sharedByScreens`) instead of one per set of screens sharing it.
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
   * The code two or more lazy screens share, outside the first screen, as one chunk: a screen opened first loads
   * its own chunk and this one (2 files where the cart took 13), and the next screen finds most of its code there.
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
      minShareCount: 2,
      priority: 5,
    },
  };
}
