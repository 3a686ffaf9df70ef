import type { Plugin, Rollup } from 'vite';

/** The bundler's runtime chunk: rolldown's helpers for CommonJS interop and namespace objects (0.7 KB). */
const RUNTIME_CHUNK = /^rolldown-runtime\b/;
/** A static import statement of minified output: `import{a as b,c}from"./file.js";`. */
const IMPORT_FROM = (file: string) =>
  new RegExp(String.raw`import\s*\{([^}]*)\}\s*from\s*(["'])\./${escape(file)}\2;?`, 'g');
/** A bare import statement, for the module's effects only: `import"./file.js";`. */
const BARE_IMPORT = (file: string) => new RegExp(String.raw`import\s*(["'])\./${escape(file)}\1;?`, 'g');
/** The export statement a chunk ends with: `export{a as b,c};`. */
const TRAILING_EXPORT = /export\s*\{([^}]*)\}\s*;?\s*$/;
/** The name the first screen's chunk exports a runtime helper under, for the lazy chunks that import it. */
const SHARED_PREFIX = '__runtime_';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** `a as b, c` -> [['a', 'b'], ['c', 'c']]: (imported or local name, name it is bound to or exported as). */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return [name!.trim(), (alias ?? name!).trim()];
    });
}

/**
 * Folds the bundler's runtime into the first screen's chunk. Rolldown keeps its runtime in a chunk of its own whatever
 * the code-splitting groups say, so the page loads it as a second file beside the first screen's: a request of 0.7 KB
 * that Lighthouse's model sends on its own round trip ahead of the first screen's chunk whenever the task that commits
 * the page lasts 10 ms or more (docs/performance.md: the basket, checkout, an order and search at 1.80-1.81 s for
 * a target under 1.8). Here the runtime's code runs at the start of the first screen's chunk, which exports its
 * helpers under `__runtime_<name>`, and every lazy chunk that imported them from the runtime imports them from it:
 * those chunks are only ever loaded by the first screen's code, so none of them is fetched earlier than before.
 *
 * `fold` works on the bundle in `generateBundle`, before the page is written (its script for the runtime goes with
 * the chunk's `imports`) and before the build's manifest and the early script's file lists are made.
 */
export function foldRuntime(bundle: Rollup.OutputBundle, firstScreen: RegExp): void {
  const runtime = Object.values(bundle).find(
    (file): file is Rollup.OutputChunk => file.type === 'chunk' && RUNTIME_CHUNK.test(file.name),
  );
  if (!runtime) return;
  const host = Object.values(bundle).find(
    (file): file is Rollup.OutputChunk => file.type === 'chunk' && firstScreen.test(file.name),
  );
  if (!host) throw new Error(`no chunk named like ${firstScreen} to fold the bundler's runtime into`);
  const folder = (file: string) => file.slice(0, file.lastIndexOf('/') + 1);
  if (folder(host.fileName) !== folder(runtime.fileName)) {
    throw new Error(`${host.fileName} and ${runtime.fileName} are not in one folder`);
  }
  const runtimeFile = runtime.fileName.slice(folder(runtime.fileName).length);
  const hostFile = host.fileName.slice(folder(host.fileName).length);

  const runtimeExport = TRAILING_EXPORT.exec(runtime.code);
  if (!runtimeExport) throw new Error(`the bundler's runtime (${runtime.fileName}) ends with no export statement`);
  const helpers = specifiers(runtimeExport[1]!); // [local, exported]
  const body = runtime.code.slice(0, runtimeExport.index).trim().replace(/;$/, '');

  const hostImports = [...host.code.matchAll(IMPORT_FROM(runtimeFile))];
  if (hostImports.length > 1) throw new Error(`${host.fileName} imports the runtime more than once`);
  const bound = new Map(hostImports.flatMap((match) => specifiers(match[1]!))); // exported -> local in the host
  for (const [, exported] of helpers) {
    const shared = SHARED_PREFIX + exported;
    if (new RegExp(String.raw`(?<![\w$])${escape(shared)}(?![\w$])`).test(host.code)) {
      throw new Error(`${host.fileName} already has a name ${shared}`);
    }
    if (!bound.has(exported)) bound.set(exported, shared);
  }
  const declaration =
    `const{${helpers.map(([, exported]) => `${exported}:${bound.get(exported)}`).join(',')}}=(()=>{${body};` +
    `return{${helpers.map(([local, exported]) => `${exported}:${local}`).join(',')}}})();`;

  const hostExport = TRAILING_EXPORT.exec(host.code);
  const shared = helpers.map(([, exported]) => `${bound.get(exported)} as ${SHARED_PREFIX}${exported}`).join(',');
  let code = hostExport
    ? `${host.code.slice(0, hostExport.index)}export{${hostExport[1]!.trim()},${shared}};\n`
    : `${host.code.trimEnd()}\nexport{${shared}};\n`;
  code = hostImports.length > 0 ? code.replace(IMPORT_FROM(runtimeFile), () => declaration) : declaration + code;
  host.code = code;
  if (code.includes(runtimeFile)) throw new Error(`${host.fileName} names ${runtimeFile} in a way not folded`);
  host.imports = host.imports.filter((file) => file !== runtime.fileName);

  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk === host || chunk === runtime) continue;
    if (!chunk.imports.includes(runtime.fileName)) continue;
    chunk.code = chunk.code
      .replace(IMPORT_FROM(runtimeFile), (_statement, list: string, quote: string) => {
        const names = specifiers(list).map(([exported, local]) => `${SHARED_PREFIX}${exported} as ${local}`);
        return `import{${names.join(',')}}from${quote}./${hostFile}${quote};`;
      })
      .replace(BARE_IMPORT(runtimeFile), (_statement, quote: string) => `import${quote}./${hostFile}${quote};`);
    if (chunk.code.includes(runtimeFile)) throw new Error(`${chunk.fileName} names ${runtimeFile} in a way not folded`);
    chunk.imports = [...new Set(chunk.imports.map((file) => (file === runtime.fileName ? host.fileName : file)))];
  }
  delete bundle[runtime.fileName];
}

/** The plugin: `foldRuntime` on a build's bundle, into the chunk named `app` (the first screen's group). */
export function runtimeInFirstScreenPlugin(firstScreen = /^app$/): Plugin {
  return {
    name: 'storefront:runtime-in-first-screen',
    apply: 'build',
    generateBundle(_options, bundle) {
      foldRuntime(bundle, firstScreen);
    },
  };
}
