// Fails when modules of this repository import each other in a circle, counting `import type` and dynamic
// `import()` too (ESLint's import-x/no-cycle skips type-only imports, and a type-only circle is still two modules
// that cannot be understood, moved or tested apart). Imports are read and resolved by the TypeScript compiler with
// the project's own tsconfig, so path aliases resolve exactly as in the build. Part of `npm run lint`.
//
//   node scripts/import-cycles.mjs            check src/, platform/, server/, scripts/ and tests/
//   node scripts/import-cycles.mjs <dir>...   check only these directories (their imports into others still count)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_DIRS = ['src', 'platform', 'server', 'scripts', 'tests'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage']);
const SOURCE_RE = /\.(ts|tsx|mts|cts)$/;

/** Compiler options of tsconfig.app.json (paths, module resolution), which every checked file shares. */
function compilerOptions() {
  const configPath = path.join(root, 'tsconfig.app.json');
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(read.config, ts.sys, root).options;
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE_RE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/** Files of this repository that `file` imports in any way (value, type-only, re-export, dynamic). */
function importsOf(file, options, cache) {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const out = new Set();
  for (const ref of info.importedFiles) {
    const resolved = ts.resolveModuleName(ref.fileName, file, options, ts.sys, cache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    const target = path.resolve(resolved.resolvedFileName);
    if (target.startsWith(root + path.sep) && !target.includes(`${path.sep}node_modules${path.sep}`)) out.add(target);
  }
  return out;
}

/** Strongly connected components with more than one file (or a file importing itself): Tarjan's algorithm. */
function circles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];

  const visit = (start) => {
    // Iterative depth-first walk: the graph has hundreds of files and recursion depth is not ours to spend.
    const work = [{ node: start, edges: [...(graph.get(start) ?? [])], i: 0 }];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.i < frame.edges.length) {
        const to = frame.edges[frame.i];
        frame.i += 1;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next);
          next += 1;
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edges: [...(graph.get(to) ?? [])], i: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) found.push(component.sort());
      }
    }
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

export function findCycles(dirs = DEFAULT_DIRS) {
  const options = compilerOptions();
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const graph = new Map();
  const pending = dirs.flatMap((dir) => [...sourceFiles(path.join(root, dir))]);
  while (pending.length > 0) {
    const file = pending.pop();
    if (graph.has(file)) continue;
    const targets = importsOf(file, options, cache);
    graph.set(file, targets);
    for (const target of targets) if (!graph.has(target) && SOURCE_RE.test(target)) pending.push(target);
  }
  return circles(graph).map((files) => files.map((file) => path.relative(root, file)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  const found = findCycles(dirs.length > 0 ? dirs : DEFAULT_DIRS);
  if (found.length === 0) {
    console.log('import-cycles: no circular imports (type-only and dynamic imports included)');
  } else {
    for (const files of found)
      console.error(`import-cycles: these files import each other in a circle:\n  ${files.join('\n  ')}`);
    console.error(`import-cycles: ${found.length} circle(s). Move what both sides need into a third module.`);
    process.exitCode = 1;
  }
}
