import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { foldRuntime } from './vite-runtime-in-first-screen.ts';

const RUNTIME = 'assets/rolldown-runtime-AB12.js';
const APP = 'assets/app-CD34.js';

function chunk(name: string, fileName: string, code: string, imports: string[] = []): Rollup.OutputChunk {
  return { type: 'chunk', name, fileName, code, imports, isEntry: false } as unknown as Rollup.OutputChunk;
}

/** A bundle shaped as the build leaves it: the runtime apart, the first screen and two lazy chunks importing it. */
function bundle(): Rollup.OutputBundle {
  const files = [
    chunk('rolldown-runtime', RUNTIME, 'var e=(e)=>e+1,t=(e)=>e*2,n=1;export{e as n,t as r,n as t};\n'),
    chunk(
      'app',
      APP,
      'const m=()=>0;import{n as e,t}from"./rolldown-runtime-AB12.js";const f=(n)=>e(n)+t;export{f as a};\n',
      [RUNTIME],
    ),
    chunk(
      'dish',
      'assets/dish-EF56.js',
      'import{r as e}from"./rolldown-runtime-AB12.js";import{a as t}from"./app-CD34.js";const d=()=>e(t(1));export{d as default};\n',
      [RUNTIME, APP],
    ),
    chunk(
      'icons',
      'assets/icons-GH78.js',
      'import"./rolldown-runtime-AB12.js";import{a as t}from"./app-CD34.js";const i=()=>t(10);export{i as default};\n',
      [RUNTIME, APP],
    ),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes the bundle as ES modules and imports one of them. */
async function load(files: Rollup.OutputBundle, fileName: string): Promise<Record<string, unknown>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fold-runtime-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const file of Object.values(files)) {
    if (file.type === 'chunk') fs.writeFileSync(path.join(dir, file.fileName), file.code);
  }
  return (await import(pathToFileURL(path.join(dir, fileName)).href)) as Record<string, unknown>;
}

describe('foldRuntime', () => {
  it('runs the runtime inside the first screen, and the lazy chunks take its helpers from there', async () => {
    const files = bundle();
    foldRuntime(files, /^app$/);
    expect(Object.keys(files)).not.toContain(RUNTIME);
    for (const file of Object.values(files)) {
      if (file.type !== 'chunk') continue;
      expect(file.code).not.toContain('rolldown-runtime');
      expect(file.imports).not.toContain(RUNTIME);
    }
    expect((files[APP] as Rollup.OutputChunk).imports).toEqual([]);
    expect((files['assets/dish-EF56.js'] as Rollup.OutputChunk).imports).toEqual([APP]);

    const dish = await load(files, 'assets/dish-EF56.js');
    expect((dish.default as () => number)()).toBe(6); // ((1 + 1) + 1) * 2
    const icons = await load(files, 'assets/icons-GH78.js');
    expect((icons.default as () => number)()).toBe(12); // (10 + 1) + 1
    const app = await load(files, APP);
    expect(Object.keys(app).sort()).toEqual(['__runtime_n', '__runtime_r', '__runtime_t', 'a']);
  });

  it('leaves a bundle without a runtime chunk as it is', () => {
    const files = bundle();
    delete files[RUNTIME];
    const before = structuredClone(files);
    foldRuntime(files, /^app$/);
    expect(files).toEqual(before);
  });

  it('refuses a chunk that names the runtime in a way it cannot fold', () => {
    const files = bundle();
    (files['assets/dish-EF56.js'] as Rollup.OutputChunk).code += 'import("./rolldown-runtime-AB12.js");\n';
    expect(() => foldRuntime(files, /^app$/)).toThrow(/dish-EF56\.js names rolldown-runtime-AB12\.js/);
  });

  it('refuses a first screen that already uses a name it would export', () => {
    const files = bundle();
    (files[APP] as Rollup.OutputChunk).code = `const __runtime_r=1;${(files[APP] as Rollup.OutputChunk).code}`;
    expect(() => foldRuntime(files, /^app$/)).toThrow(/already has a name __runtime_r/);
  });
});
